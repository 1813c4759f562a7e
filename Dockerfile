# Worker image: a static binary on Alpine (Alpine for wget, which the
# health checks use). Build: docker build -t piighost-worker .
#
# Run alone, it starts the embedded NATS server, listening on every
# interface of the container (publish 4222 to reach it) with its data in
# the volume /var/lib/piighost:
#   docker run -p 4222:4222 -p 9464:9464 -v piighost:/var/lib/piighost piighost-worker
# With NATS_URL set it joins those servers instead and listens nowhere
# (docker-compose.yml). See docs/operations.md, "Container".
FROM golang:1.26-alpine AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -trimpath -ldflags="-s -w" -o /out/worker ./cmd/worker

FROM alpine:3.22
# A user of its own (not root), whose home is the working directory: the
# embedded server's data and its generated keys go there, and so does the
# default key file of -gen-keys (~/.config/piighost/keys.json).
RUN adduser -D -u 10001 -h /var/lib/piighost piighost
COPY --from=build /out/worker /usr/local/bin/worker
COPY pipeline.example.toml /etc/piighost/pipeline.example.toml
USER piighost
WORKDIR /var/lib/piighost
# A container is reached from outside it: the embedded server and the
# operations endpoint listen on every interface, not 127.0.0.1.
ENV PIIGHOST_LISTEN=0.0.0.0:4222 \
    PIIGHOST_HTTP=0.0.0.0:9464 \
    PIIGHOST_DATA=/var/lib/piighost/data
VOLUME ["/var/lib/piighost"]
# 4222: the embedded NATS server (when no NATS_URL); 9464: /metrics,
# /healthz, /readyz, /livez
EXPOSE 4222 9464
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s \
  CMD wget -qO- http://127.0.0.1:9464/readyz >/dev/null || exit 1
ENTRYPOINT ["/usr/local/bin/worker"]
