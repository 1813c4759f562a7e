package gazetteer

import (
	"context"
	"strings"
	"testing"
)

func TestGazetteerEscapedLineBreaksEndLinesAsDecodedOnesDo(t *testing.T) {
	checkRules(t, newGaz(t, Config{}), []ruleCase{
		{"a street, its town and postcode in a JSON string's lines are an address", detectCase{`{"id": 17, "address": "180 Sahantie 72\nAAPAJÄRVI, LL 34736", "status": "active"}`, []string{street + `180 Sahantie 72\nAAPAJÄRVI, LL 34736`}}},
		{"a ship and its fleet post office on escaped lines are an address", detectCase{`{"address": "USS Mahler\nFPO AA 70489"}`, []string{street + `USS Mahler\nFPO AA 70489`}}},
		{"escaped carriage returns and line breaks end a line too", detectCase{`address="180 Sahantie 72\r\nAAPAJÄRVI, LL 34736"`, []string{street + `180 Sahantie 72\r\nAAPAJÄRVI, LL 34736`}}},
		{"a Windows path's folders stay untouched", detectCase{`copy C:\new\notes\report 2024.txt to D:\backup`, nil}},
		{"an escaped backslash before n ends no line", detectCase{`the regex \\n matches a backslash and n, see Suite 500`, nil}},
	})
}

func TestGazetteerEscapedLineBreaksKeepOffsetsInTheText(t *testing.T) {
	g := newGaz(t, Config{})
	text := `{"msg": "Dear Anna,\nplease send it to 180 Sahantie 72\nAAPAJÄRVI, LL 34736\nThanks"}`
	dets, err := g.Detect(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	if len(dets) == 0 {
		t.Fatal("no detection")
	}
	for _, d := range dets {
		if text[d.Start:d.End] != d.Text || strings.HasPrefix(d.Text, `\`) || strings.HasSuffix(d.Text, `\`) {
			t.Errorf("detection %q at [%d,%d) does not point into the text's words", d.Text, d.Start, d.End)
		}
	}
}
