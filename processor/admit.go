package processor

import "context"

// planKey marks the context of a request's first walk (see admit).
type planKey struct{}

// planOf returns the list a first walk gathers texts into, or nil when
// ctx is not a first walk's.
func planOf(ctx context.Context) *[]string {
	plan, _ := ctx.Value(planKey{}).(*[]string)
	return plan
}

// admit bounds the new values of one request: walk runs first as a plan,
// in which every text it would de-identify is listed, in order, and none
// is (nor are known values counted); the pipeline admits the list
// (pipeline.Pipeline.Admit) before anything is written, so a request past
// [memory] max_new_values fails with limit_exceeded and leaves its thread
// as it was. The caller then walks again, for real, under the context
// admit returns. A malformed request fails in the plan, before any write.
func (p *Processor) admit(ctx context.Context, thread string, walk func(context.Context) error) (context.Context, error) {
	var texts []string
	if err := walk(context.WithValue(ctx, planKey{}, &texts)); err != nil {
		return nil, err
	}
	return p.pipe.Admit(ctx, thread, texts)
}
