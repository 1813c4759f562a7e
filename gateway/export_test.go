package gateway_test

import "github.com/piighost/piighost-nats/gateway"

const gatewayThreadHeader = gateway.ThreadHeader
