package client_test

import (
	"slices"
	"testing"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/wire"
)

// TestCorrectMasksAMissedValueAndClearsAWrongOne: a missed value gets the
// next number of its label, a cleared one keeps its token, which keeps
// restoring; a resent correction changes nothing.
func TestCorrectMasksAMissedValueAndClearsAWrongOne(t *testing.T) {
	t.Parallel()
	_, c := setup(t)
	ctx := ctxT(t)
	th := newThread()
	seed(t, c, th)
	got, err := c.Correct(ctx, th, client.MaskValue("Bluebird", "CODENAME"), client.ClearValue("Patrick Martin", ""))
	if err != nil || !got.Changed || len(got.Corrections) != 2 {
		t.Fatalf("%+v %v", got, err)
	}
	mask, clear := got.Corrections[0], got.Corrections[1]
	if mask.Correction != client.MaskValue("Bluebird", "CODENAME") || !slices.Equal(mask.Tokens, []string{"<<CODENAME:1>>"}) || !mask.Changed {
		t.Errorf("mask %+v", mask)
	}
	if clear.Action != wire.ActionClear || clear.Label != "" || !slices.Equal(clear.Tokens, []string{"<<PERSON:1>>"}) || !clear.Changed {
		t.Errorf("clear %+v", clear)
	}
	in, err := c.ModelIn(ctx, th, []client.Message{client.UserMessage(intro + ", codename Bluebird")})
	if err != nil || in.Messages[0].Content != "I'm Patrick Martin, mail <<EMAIL:1>>, phone <<PHONE:1>>, codename <<CODENAME:1>>" {
		t.Errorf("model.in after the corrections: %+v %v", in, err)
	}
	out, err := c.ModelOut(ctx, th, []client.Message{client.AssistantMessage("<<PERSON:1>> is <<CODENAME:1>>")})
	if err != nil || out.Messages[0].Content != "Patrick Martin is Bluebird" {
		t.Errorf("model.out: %+v %v", out, err)
	}
	again, err := c.Correct(ctx, th, client.MaskValue("Bluebird", "CODENAME"))
	if err != nil || again.Changed || again.Corrections[0].Changed || !slices.Equal(again.Corrections[0].Tokens, []string{"<<CODENAME:1>>"}) {
		t.Errorf("resent: %+v %v", again, err)
	}
}

func TestCorrectRefusesABadCorrectionWritingNothing(t *testing.T) {
	t.Parallel()
	_, c := setup(t)
	ctx := ctxT(t)
	th := newThread()
	seed(t, c, th)
	_, err := c.Correct(ctx, th, client.MaskValue("Bluebird", "CODENAME"), client.Correction{Action: "hide", Text: "x"})
	if !errorIs(err, client.ErrBadRequest) {
		t.Fatalf("err = %v", err)
	}
	if _, err := c.ModelOut(ctx, th, []client.Message{client.AssistantMessage("<<CODENAME:1>>")}); !errorIs(err, client.ErrInventedPlaceholder) {
		t.Errorf("the valid correction of a refused request was written: %v", err)
	}
}

func TestCorrectInPipelineMode(t *testing.T) {
	t.Parallel()
	s, c := setup(t)
	ctx := ctxT(t)
	th := newThread()
	seed(t, c, th)
	p := newPipeline(t, connect(t, s.ClientURL()))
	sub := subscribe(t, p, wire.ThreadCorrect, "k1")
	if _, err := p.Publish(ctx, wire.ThreadCorrect, "k1", client.CorrectRequest{ThreadID: th, Corrections: []client.Correction{client.MaskValue("Bluebird", "CODENAME")}}); err != nil {
		t.Fatal(err)
	}
	got, err := next(t, ctx, sub).Corrected()
	if err != nil || !got.Changed || !slices.Equal(got.Corrections[0].Tokens, []string{"<<CODENAME:1>>"}) {
		t.Errorf("%+v %v", got, err)
	}
	if _, err := p.Publish(ctx, wire.ThreadForget, "k1", client.CorrectRequest{ThreadID: th}); !errorIs(err, client.ErrBadRequest) {
		t.Errorf("a correct request on thread.forget: %v", err)
	}
}
