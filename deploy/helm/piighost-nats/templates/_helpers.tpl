{{/* The release's name for every object. */}}
{{- define "piighost.fullname" -}}
{{- if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Labels every object carries. */}}
{{- define "piighost.labels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{/* Labels that select the worker pods. */}}
{{- define "piighost.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{/* The worker's configuration file. */}}
{{- define "piighost.workerToml" -}}
[memory]
type = "nats_kv"
replicas = {{ int .Values.worker.replicas }}
ttl = {{ .Values.worker.threadTTL | quote }}
max_bytes = {{ .Values.worker.storeMaxBytes | quote }}
max_values = {{ int .Values.worker.maxValuesPerThread }}
max_new_values = {{ int .Values.worker.maxNewValuesPerRequest }}
{{- with .Values.worker.memoryLimit }}
limit_bytes = {{ . | quote }}
{{- end }}

[nats]
url = {{ required "nats.url is required: the NATS cluster the workers join" .Values.nats.url | quote }}
creds_file = "/etc/piighost/secrets/worker.creds"
tls_ca = "/etc/piighost/secrets/nats-ca.pem"

[keys]
file = "/etc/piighost/secrets/keys.json"

[worker]
modes = [{{ range $i, $m := .Values.worker.modes }}{{ if $i }}, {{ end }}{{ $m | quote }}{{ end }}]
replicas = {{ int .Values.worker.replicas }}
drain_timeout = "{{ int .Values.worker.drainTimeoutSeconds }}s"
stream_max_bytes = {{ .Values.worker.streamMaxBytes | quote }}

[http]
listen = "0.0.0.0:{{ int .Values.service.port }}"

[log]
level = {{ .Values.worker.logLevel | quote }}
{{ with .Values.worker.extraConfig }}
{{ . }}
{{- end }}
{{- end -}}
