package pii_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/piighost/piighost-nats/pii"
)

func TestEverySentinelMatchesEveryErrorOfItsCode(t *testing.T) {
	for _, s := range []*pii.Error{
		pii.ErrMissingThreadID, pii.ErrInventedPlaceholder, pii.ErrUnrecognizableFactory, pii.ErrOverlappingSpans,
		pii.ErrConfig, pii.ErrUnavailable, pii.ErrStoreFull, pii.ErrLimitExceeded, pii.ErrDetector, pii.ErrBadRequest, pii.ErrOutOfOrder, pii.ErrStreamEnded,
		pii.ErrInternal,
		pii.ErrPIIRemaining, pii.ErrConflictingOverride, pii.ErrReplyTooLarge,
	} {
		err := fmt.Errorf("wrapped: %w", &pii.Error{Code: s.Code, Message: "some message"})
		if !errors.Is(err, s) {
			t.Errorf("errors.Is(%s error, Err for %s) = false", s.Code, s.Code)
		}
		if got := pii.CodeOf(err); got != s.Code {
			t.Errorf("CodeOf = %q, want %q", got, s.Code)
		}
		other := pii.ErrBadRequest
		if s == other {
			other = pii.ErrConfig
		}
		if errors.Is(err, other) {
			t.Errorf("a %s error matches the sentinel of %s", s.Code, other.Code)
		}
	}
}

func TestCodesListsEveryCodeOnce(t *testing.T) {
	seen := map[pii.Code]bool{}
	for _, c := range pii.Codes() {
		if seen[c] || c == "" {
			t.Errorf("code %q listed twice or empty", c)
		}
		seen[c] = true
	}
	if len(seen) != 16 {
		t.Errorf("%d codes; a new code goes into Codes, subjects.md and the clients' error tables", len(seen))
	}
}

func TestCodeOfAnotherErrorIsInternal(t *testing.T) {
	if got := pii.CodeOf(errors.New("boom")); got != pii.CodeInternal {
		t.Errorf("CodeOf(plain error) = %q", got)
	}
	if got := pii.CodeOf(nil); got != "" {
		t.Errorf("CodeOf(nil) = %q", got)
	}
}

func TestStatusIsHTTPLike(t *testing.T) {
	for code, want := range map[pii.Code]int{
		pii.CodeBadRequest: 400, pii.CodeMissingThreadID: 400, pii.CodeOutOfOrder: 409, pii.CodeStreamEnded: 410,
		pii.CodeReplyTooLarge: 413, pii.CodeLimitExceeded: 413, pii.CodeStoreFull: 507,
		pii.CodeInventedPlaceholder: 422, pii.CodePIIRemaining: 422, pii.CodeConflictingOverride: 422,
		pii.CodeDetector: 502, pii.CodeUnavailable: 503,
		pii.CodeConfig: 500, pii.CodeInternal: 500, pii.CodeOverlappingSpans: 500, pii.CodeUnrecognizableFactory: 500,
	} {
		if got := code.Status(); got != want {
			t.Errorf("%s.Status() = %d, want %d", code, got, want)
		}
	}
}

func TestInventedPlaceholderErrorListsAtMostTwentyTokens(t *testing.T) {
	tokens := make([]string, 25)
	for i := range tokens {
		tokens[i] = fmt.Sprintf("<<PERSON:%d>>", i+1)
	}
	err := pii.NewInventedPlaceholderError(tokens)
	if len(err.Tokens) != pii.MaxReportedTokens || err.Code != pii.CodeInventedPlaceholder {
		t.Fatalf("got %d tokens, code %s", len(err.Tokens), err.Code)
	}
	if want := " and 5 more"; err.Message[len(err.Message)-len(want):] != want {
		t.Errorf("message %q does not count the others", err.Message)
	}
}

func ExampleCodeOf() {
	err := fmt.Errorf("anonymize: %w", pii.Unavailable("open thread", errors.New("KV timeout")))
	fmt.Println(pii.CodeOf(err), pii.CodeOf(err).Status(), errors.Is(err, pii.ErrUnavailable))
	// Output: unavailable 503 true
}

func TestThePIIRemainingMessageIsUpstreamsWithSortedLabelsOnly(t *testing.T) {
	err := pii.NewPIIRemainingError([]string{"PHONE", "EMAIL", "PHONE"})
	if err.Message != "Anonymized text still contains PII: ['EMAIL', 'PHONE']" || err.Code != pii.CodePIIRemaining {
		t.Errorf("got %q (%s)", err.Message, err.Code)
	}
	if len(err.Labels) != 2 || err.Labels[0] != "EMAIL" {
		t.Errorf("labels = %v", err.Labels)
	}
}
