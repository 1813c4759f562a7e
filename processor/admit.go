package processor

import "context"

// planKey marks the context of a request's first walk (see admit).
type planKey struct{}

// planContext is the context of a request's first walk: it holds the
// list the walk gathers texts into, and room for most requests' texts,
// in one allocation.
type planContext struct {
	context.Context
	texts []string
	buf   [16]string
}

func (c *planContext) Value(key any) any {
	if key == (planKey{}) {
		return &c.texts
	}
	return c.Context.Value(key)
}

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
	plan := &planContext{Context: ctx}
	plan.texts = plan.buf[:0]
	if err := walk(plan); err != nil {
		return nil, err
	}
	return p.pipe.Admit(ctx, thread, plan.texts)
}
