package gateway

import (
	"net/http"
)

// models passes GET /v1/models (and /v1/models/{id}) to the provider and
// its answer back as it is: a list of models holds nothing to restore.
func (g *Gateway) models(w http.ResponseWriter, r *http.Request, rt *route) {
	x := &exchange{g: g, rt: rt, w: w, r: r, label: rt.name + "_models"}
	_, x.span = g.tracer.Start(r.Context(), "gateway /v1/models")
	defer x.span.End()
	if _, ok := g.authenticate(r); !ok {
		x.fail(http.StatusUnauthorized, "unauthorized", "unknown or missing client key (Authorization: Bearer, or x-api-key)")
		return
	}
	url := rt.upstream.BaseURL + r.URL.Path[len("/v1"):]
	if r.URL.RawQuery != "" {
		url += "?" + r.URL.RawQuery
	}
	resp, err := g.forward(r.Context(), x, url, http.MethodGet, nil)
	if err != nil {
		x.fail(http.StatusBadGateway, "upstream_unreachable", "the upstream did not answer: "+errorClass(err))
		return
	}
	defer drain(resp.Body)
	x.passThrough(resp)
}
