# Worker image: a static binary on Alpine (Alpine for wget, which the
# compose health check uses). Build: docker build -t piighost-worker .
FROM golang:1.26-alpine AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/worker ./cmd/worker

FROM alpine:3.22
RUN adduser -D -u 10001 piighost
COPY --from=build /out/worker /usr/local/bin/worker
COPY pipeline.example.toml /etc/piighost/pipeline.example.toml
USER piighost
# 9464: /metrics and /healthz
EXPOSE 9464
ENV PIIGHOST_HTTP=0.0.0.0:9464
ENTRYPOINT ["/usr/local/bin/worker"]
