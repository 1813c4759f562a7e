package tests

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"math/big"
	"net"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/nats-io/nats-server/v2/server"
	"github.com/nats-io/nats.go"

	"github.com/piighost/piighost-nats/client"
	"github.com/piighost/piighost-nats/config"
)

// writeCA creates a CA and a certificate for 127.0.0.1 signed by it, and
// returns the paths of the CA, the certificate and its key.
func writeCA(t *testing.T) (caPath, certPath, keyPath string) {
	t.Helper()
	dir := t.TempDir()
	caKey, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	caTmpl := &x509.Certificate{SerialNumber: big.NewInt(1), Subject: pkix.Name{CommonName: "test CA"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IsCA: true, KeyUsage: x509.KeyUsageCertSign, BasicConstraintsValid: true}
	caDER, err := x509.CreateCertificate(rand.Reader, caTmpl, caTmpl, &caKey.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	ca, _ := x509.ParseCertificate(caDER)
	key, _ := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	tmpl := &x509.Certificate{SerialNumber: big.NewInt(2), Subject: pkix.Name{CommonName: "127.0.0.1"},
		NotBefore: time.Now().Add(-time.Hour), NotAfter: time.Now().Add(time.Hour),
		IPAddresses: []net.IP{net.ParseIP("127.0.0.1")}, KeyUsage: x509.KeyUsageDigitalSignature,
		ExtKeyUsage: []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth, x509.ExtKeyUsageClientAuth}}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, ca, &key.PublicKey, caKey)
	if err != nil {
		t.Fatal(err)
	}
	keyDER, _ := x509.MarshalECPrivateKey(key)
	write := func(name, typ string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, pem.EncodeToMemory(&pem.Block{Type: typ, Bytes: b}), 0o600); err != nil {
			t.Fatal(err)
		}
		return p
	}
	return write("ca.pem", "CERTIFICATE", caDER), write("cert.pem", "CERTIFICATE", der), write("key.pem", "EC PRIVATE KEY", keyDER)
}

func TestWorkerJoinsATLSServerWithAToken(t *testing.T) {
	t.Parallel()
	caPath, certPath, keyPath := writeCA(t)
	tc, err := server.GenTLSConfig(&server.TLSConfigOpts{CertFile: certPath, KeyFile: keyPath, CaFile: caPath, Verify: true})
	if err != nil {
		t.Fatal(err)
	}
	s := runServerWith(t, &server.Options{TLSConfig: tc, TLSVerify: true, TLSTimeout: 2, Authorization: "s3cret-token"})
	cfg := testConfig(t, s.ClientURL(), func(c *config.Config) {
		c.NATS.Token = "s3cret-token"
		c.NATS.TLSCA, c.NATS.TLSCert, c.NATS.TLSKey = caPath, certPath, keyPath
		c.Worker.Modes = []string{config.ModeService}
	})
	startWorker(t, cfg)
	nc := connect(t, s.ClientURL(), nats.Token("s3cret-token"), nats.RootCAs(caPath), nats.ClientCert(certPath, keyPath))
	if !nc.TLSRequired() {
		t.Fatal("the test server does not require TLS")
	}
	r, err := newServiceChannels(t, nc).c.ModelIn(callCtx(t), "t", []client.Message{client.UserMessage("mail a@example.com")})
	if err != nil || text(r, 0) != "mail <<EMAIL:1>>" {
		t.Fatalf("%v %+v", err, r)
	}
}
