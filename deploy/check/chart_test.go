package check

import (
	"fmt"
	"path"
	"slices"
	"strings"
	"testing"

	monitoringv1 "github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring/v1"
	"helm.sh/helm/v4/pkg/chart/common"
	"helm.sh/helm/v4/pkg/chart/common/util"
	"helm.sh/helm/v4/pkg/chart/v2/loader"
	"helm.sh/helm/v4/pkg/engine"
	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	corev1 "k8s.io/api/core/v1"
	policyv1 "k8s.io/api/policy/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/yaml"

	"github.com/piighost/piighost-nats/config"
)

const chartDir = "../helm/piighost-nats"

// render renders the chart with values over its defaults, as `helm
// template` does, and returns every manifest by file name.
func render(t *testing.T, values map[string]any) (map[string]string, error) {
	t.Helper()
	ch, err := loader.Load(chartDir)
	if err != nil {
		t.Fatal(err)
	}
	vals, err := util.ToRenderValuesWithSchemaValidation(ch, values,
		common.ReleaseOptions{Name: "piighost", Namespace: "piighost", IsInstall: true}, common.DefaultCapabilities, false)
	if err != nil {
		t.Fatal(err)
	}
	return engine.Render(ch, vals)
}

// manifests renders the chart and decodes every manifest strictly (an
// unknown or misplaced field is an error) into its Kubernetes API type.
type manifests struct {
	deployment  *appsv1.Deployment
	configMap   *corev1.ConfigMap
	service     *corev1.Service
	pdb         *policyv1.PodDisruptionBudget
	hpa         *autoscalingv2.HorizontalPodAutoscaler
	monitor     *monitoringv1.ServiceMonitor
	kinds       []string
	renderedErr error
}

func decodeChart(t *testing.T, values map[string]any) manifests {
	t.Helper()
	out, err := render(t, values)
	if err != nil {
		return manifests{renderedErr: err}
	}
	var m manifests
	names := make([]string, 0, len(out))
	for name := range out {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		if path.Ext(name) != ".yaml" {
			continue
		}
		for _, doc := range strings.Split(out[name], "\n---") {
			if strings.TrimSpace(doc) == "" {
				continue
			}
			var head metav1.TypeMeta
			if err := yaml.Unmarshal([]byte(doc), &head); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			var dst any
			switch head.APIVersion + " " + head.Kind {
			case "apps/v1 Deployment":
				m.deployment = new(appsv1.Deployment)
				dst = m.deployment
			case "v1 ConfigMap":
				m.configMap = new(corev1.ConfigMap)
				dst = m.configMap
			case "v1 Service":
				m.service = new(corev1.Service)
				dst = m.service
			case "policy/v1 PodDisruptionBudget":
				m.pdb = new(policyv1.PodDisruptionBudget)
				dst = m.pdb
			case "autoscaling/v2 HorizontalPodAutoscaler":
				m.hpa = new(autoscalingv2.HorizontalPodAutoscaler)
				dst = m.hpa
			case "monitoring.coreos.com/v1 ServiceMonitor":
				m.monitor = new(monitoringv1.ServiceMonitor)
				dst = m.monitor
			default:
				t.Fatalf("%s: unexpected %s %s", name, head.APIVersion, head.Kind)
			}
			if err := yaml.UnmarshalStrict([]byte(doc), dst); err != nil {
				t.Fatalf("%s: %s does not decode strictly: %v\n%s", name, head.Kind, err, doc)
			}
			m.kinds = append(m.kinds, head.Kind)
		}
	}
	return m
}

// everything turns on the chart's optional objects.
var everything = map[string]any{
	"nats":           map[string]any{"url": "tls://nats-1:4222,tls://nats-2:4222,tls://nats-3:4222"},
	"serviceMonitor": map[string]any{"enabled": true},
}

func TestTheChartRendersValidKubernetesObjects(t *testing.T) {
	m := decodeChart(t, everything)
	if m.renderedErr != nil {
		t.Fatal(m.renderedErr)
	}
	slices.Sort(m.kinds)
	want := []string{"ConfigMap", "Deployment", "HorizontalPodAutoscaler", "PodDisruptionBudget", "Service", "ServiceMonitor"}
	if !slices.Equal(m.kinds, want) {
		t.Fatalf("kinds %v, want %v", m.kinds, want)
	}
	pod := m.deployment.Spec.Template.Spec
	c := pod.Containers[0]

	t.Run("probes ask /livez for liveness and startup, /readyz for readiness", func(t *testing.T) {
		for name, p := range map[string]*corev1.Probe{"liveness": c.LivenessProbe, "readiness": c.ReadinessProbe, "startup": c.StartupProbe} {
			want := "/livez"
			if name == "readiness" {
				want = "/readyz"
			}
			if p == nil || p.HTTPGet == nil || p.HTTPGet.Path != want || p.HTTPGet.Port.String() != "http-metrics" {
				t.Errorf("%s probe: %+v", name, p)
			}
		}
	})
	t.Run("the grace period is longer than the worker's drain", func(t *testing.T) {
		cfg, err := config.Parse([]byte(m.configMap.Data["worker.toml"]), "worker.toml")
		if err != nil {
			t.Fatalf("the rendered worker.toml: %v", err)
		}
		drain := cfg.Worker.DrainTimeout.D().Seconds()
		if pod.TerminationGracePeriodSeconds == nil || float64(*pod.TerminationGracePeriodSeconds) <= drain {
			t.Errorf("grace %v s, drain %v s", pod.TerminationGracePeriodSeconds, drain)
		}
	})
	t.Run("the rendered worker.toml is a valid configuration that reads the mounted secrets", func(t *testing.T) {
		cfg, err := config.Parse([]byte(m.configMap.Data["worker.toml"]), "worker.toml")
		if err != nil {
			t.Fatal(err)
		}
		if cfg.Embedded() || cfg.Memory.Replicas != 3 || cfg.Worker.Replicas != 3 {
			t.Errorf("url %q replicas %d/%d", cfg.NATS.URL, cfg.Memory.Replicas, cfg.Worker.Replicas)
		}
		for _, f := range []string{cfg.NATS.CredsFile, cfg.NATS.TLSCA, cfg.Keys.File} {
			if !strings.HasPrefix(f, "/etc/piighost/secrets/") {
				t.Errorf("%s is not in the mounted Secret", f)
			}
		}
	})
	t.Run("the rendered worker.toml bounds the bucket, the streams, each thread, each request and the process", func(t *testing.T) {
		cfg, err := config.Parse([]byte(m.configMap.Data["worker.toml"]), "worker.toml")
		if err != nil {
			t.Fatal(err)
		}
		const gib, mib = 1 << 30, 1 << 20
		if cfg.Memory.MaxBytes.Bytes() != gib || cfg.Worker.StreamMaxBytes.Bytes() != 256*mib || cfg.Memory.MaxValues != 10000 ||
			cfg.Memory.MaxNewValues != 1000 || cfg.Memory.LimitBytes.Bytes() != 768*mib {
			t.Errorf("max_bytes %d stream_max_bytes %d max_values %d max_new_values %d limit_bytes %d", cfg.Memory.MaxBytes.Bytes(),
				cfg.Worker.StreamMaxBytes.Bytes(), cfg.Memory.MaxValues, cfg.Memory.MaxNewValues, cfg.Memory.LimitBytes.Bytes())
		}
		limit := pod.Containers[0].Resources.Limits.Memory().Value()
		if limit <= cfg.Memory.LimitBytes.Bytes() {
			t.Errorf("the container's memory limit %d is not above [memory] limit_bytes %d", limit, cfg.Memory.LimitBytes.Bytes())
		}
	})
	t.Run("secrets are files of a read-only volume, readable by the worker's group only", func(t *testing.T) {
		var mounted bool
		for _, vm := range c.VolumeMounts {
			if vm.Name == "secrets" {
				mounted = vm.ReadOnly && vm.MountPath == "/etc/piighost/secrets"
			}
		}
		for _, v := range pod.Volumes {
			if v.Name == "secrets" && (v.Secret == nil || v.Secret.DefaultMode == nil || *v.Secret.DefaultMode&0o007 != 0 || len(v.Secret.Items) != 3) {
				t.Errorf("secrets volume %+v", v.Secret)
			}
		}
		if !mounted {
			t.Errorf("mounts %+v", c.VolumeMounts)
		}
		if len(c.Env) > 0 || len(c.EnvFrom) > 0 {
			t.Errorf("environment variables: %v %v (secrets travel as files)", c.Env, c.EnvFrom)
		}
	})
	t.Run("the worker runs unprivileged on a read-only root", func(t *testing.T) {
		sc := c.SecurityContext
		if pod.SecurityContext.RunAsNonRoot == nil || !*pod.SecurityContext.RunAsNonRoot || sc == nil || sc.ReadOnlyRootFilesystem == nil || !*sc.ReadOnlyRootFilesystem ||
			sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation || len(sc.Capabilities.Drop) != 1 {
			t.Errorf("security: pod %+v container %+v", pod.SecurityContext, sc)
		}
	})
	t.Run("a rollout replaces one worker at a time, a new one first", func(t *testing.T) {
		ru := m.deployment.Spec.Strategy.RollingUpdate
		if ru == nil || ru.MaxUnavailable.IntValue() != 0 || ru.MaxSurge.IntValue() != 1 {
			t.Errorf("strategy %+v", m.deployment.Spec.Strategy)
		}
	})
	t.Run("the disruption budget, the autoscaler and the service monitor find the workers", func(t *testing.T) {
		sel := m.deployment.Spec.Selector.MatchLabels
		if fmt.Sprint(m.pdb.Spec.Selector.MatchLabels) != fmt.Sprint(sel) || m.pdb.Spec.MaxUnavailable.IntValue() != 1 {
			t.Errorf("pdb %+v", m.pdb.Spec)
		}
		if m.hpa.Spec.ScaleTargetRef.Name != m.deployment.Name || m.hpa.Spec.ScaleTargetRef.Kind != "Deployment" || m.deployment.Spec.Replicas != nil {
			t.Errorf("hpa %+v, deployment replicas %v (the autoscaler decides)", m.hpa.Spec.ScaleTargetRef, m.deployment.Spec.Replicas)
		}
		if fmt.Sprint(m.service.Spec.Selector) != fmt.Sprint(sel) || fmt.Sprint(m.monitor.Spec.Selector.MatchLabels) != fmt.Sprint(sel) ||
			m.monitor.Spec.Endpoints[0].Port != m.service.Spec.Ports[0].Name || m.monitor.Spec.Endpoints[0].Path != "/metrics" {
			t.Errorf("service %+v monitor %+v", m.service.Spec, m.monitor.Spec)
		}
	})
}

func TestTheChartRefusesWhatWouldBreakTheWorkers(t *testing.T) {
	for _, tt := range []struct {
		name   string
		values map[string]any
		want   string
	}{
		{"no NATS address", map[string]any{}, "nats.url is required"},
		{"a grace period within the drain", map[string]any{"nats": map[string]any{"url": "nats://n:4222"},
			"terminationGracePeriodSeconds": 30}, "terminationGracePeriodSeconds must be longer"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := render(t, tt.values)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("err = %v, want %q", err, tt.want)
			}
		})
	}
	// Without the autoscaler the Deployment says how many workers; the
	// optional objects go.
	m := decodeChart(t, map[string]any{"nats": map[string]any{"url": "nats://n:4222"},
		"autoscaling": map[string]any{"enabled": false}, "podDisruptionBudget": map[string]any{"enabled": false}})
	if m.renderedErr != nil {
		t.Fatal(m.renderedErr)
	}
	if m.deployment.Spec.Replicas == nil || *m.deployment.Spec.Replicas != 3 || m.hpa != nil || m.pdb != nil || m.monitor != nil {
		t.Errorf("replicas %v hpa %v pdb %v monitor %v", m.deployment.Spec.Replicas, m.hpa != nil, m.pdb != nil, m.monitor != nil)
	}
}

// TestEveryValueIsDocumented: each key of values.yaml appears in the
// chart's README.
func TestEveryValueIsDocumented(t *testing.T) {
	ch, err := loader.Load(chartDir)
	if err != nil {
		t.Fatal(err)
	}
	readme := ""
	for _, f := range ch.Files {
		if f.Name == "README.md" {
			readme = string(f.Data)
		}
	}
	var walk func(prefix string, v map[string]any)
	walk = func(prefix string, v map[string]any) {
		for k, sub := range v {
			key := prefix + k
			if m, ok := sub.(map[string]any); ok && len(m) > 0 {
				walk(key+".", m)
				continue
			}
			if !strings.Contains(readme, "`"+key+"`") {
				t.Errorf("values.yaml key %s is not in README.md", key)
			}
		}
	}
	walk("", ch.Values)
}
