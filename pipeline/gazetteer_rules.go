package pipeline

// Closed word classes used by the gazetteer rules. Every function takes a
// folded word (lower case, no diacritics; see appendFold).

// gzHonorific reports whether w is a title placed before a name: English,
// French, German, Spanish, Italian and Dutch forms, written with or without
// a dot.
func gzHonorific(w string) bool {
	switch w {
	case "mr", "mrs", "ms", "mss", "miss", "mx", "dr", "prof", "sir", "dame", "madam", "mister",
		"mme", "mlle", "mmes", "madame", "mademoiselle", "monsieur", "messieurs", "docteur", "professeur",
		"herr", "frau", "sr", "sra", "srta", "senor", "senora", "senorita", "dott", "dssa", "sig", "signor", "signora",
		"dhr", "mevr", "capt", "captain", "col", "lt", "sgt", "rev", "fr", "insp", "det", "supt":
		return true
	}
	return false
}

// gzHonorificNeedsDot lists honorifics that are also ordinary words or
// initials, and count only when followed by a dot ("M. Dupont", "Me.").
func gzHonorificNeedsDot(w string) bool {
	switch w {
	case "m", "col", "det", "fr", "sig", "rev", "insp":
		return true
	}
	return false
}

// gzAbbrev lists words whose trailing dot does not end a sentence.
func gzAbbrev(w string) bool {
	if gzHonorific(w) {
		return true
	}
	switch w {
	case "st", "ste", "mt", "ft", "jr", "sr", "no", "vs", "etc", "eg", "ie", "approx", "dept", "univ", "ave", "rd", "blvd", "apt", "inc", "ltd", "co", "corp":
		return true
	}
	return false
}

// gzParticle reports whether w joins the parts of a name: "Ludwig van
// Beethoven", "Vasco da Gama", "Charles de Gaulle", "Ibn Battuta".
func gzParticle(w string) bool {
	switch w {
	case "van", "von", "de", "da", "di", "du", "del", "della", "dei", "der", "den", "des", "la", "le", "lo",
		"dos", "das", "do", "ter", "ten", "bin", "ibn", "bint", "al", "el", "zu", "af", "av", "y", "e", "mac", "st", "ap":
		return true
	}
	return false
}

// gzLocative reports whether w, right before a place name, says it is one:
// "in Reading", "from Jordan", "à Lyon", "près de Tours".
func gzLocative(w string) bool {
	switch w {
	case "in", "from", "to", "at", "near", "into", "via", "toward", "towards", "around", "outside", "across",
		"visiting", "visit", "through", "between", "and", "of",
		"a", "au", "aux", "en", "de", "du", "des", "depuis", "vers", "pres", "dans", "sur", "pour", "par",
		"nach", "aus", "bei", "im", "nahe":
		return true
	}
	return false
}

// gzWeakLocative lists locatives that also introduce people ("talk to
// Austin", "at Jordan's"): after them a name that is also a place needs a
// verb of motion before the locative ("flew to Austin").
func gzWeakLocative(w string) bool {
	switch w {
	case "to", "at", "and", "of", "de", "pour", "par", "between", "visit", "visiting", "toward", "towards":
		return true
	}
	return false
}

// gzMotion lists words that make a following "to"/"at" a strong locative.
func gzMotion(w string) bool {
	switch w {
	case "go", "goes", "going", "gone", "went", "fly", "flies", "flew", "flying", "flight", "travel", "travels",
		"traveled", "travelled", "traveling", "travelling", "trip", "move", "moves", "moved", "moving",
		"relocate", "relocated", "relocating", "drive", "drove", "driving", "ride", "rode", "sail", "sailed",
		"ship", "shipped", "shipping", "send", "sent", "deliver", "delivered", "arrive", "arrived", "arriving",
		"return", "returned", "returning", "back", "way", "road", "train", "bus", "welcome", "located", "based",
		"born", "live", "lives", "lived", "living", "stay", "stayed", "staying", "work", "works", "worked", "head", "headed":
		return true
	}
	return false
}

// gzStopword reports whether a capitalised w can never be part of a name
// or place: articles, pronouns, auxiliaries, conjunctions and the like, in
// English and French. Their capitalised forms start sentences or headings.
func gzStopword(w string) bool {
	switch w {
	case "the", "a", "an", "this", "that", "these", "those", "my", "your", "his", "her", "its", "our", "their",
		"i", "you", "he", "she", "it", "we", "they", "me", "him", "us", "them", "who", "whom", "whose", "what", "which",
		"when", "where", "why", "how", "if", "then", "else", "and", "or", "but", "nor", "so", "yet", "for", "of",
		"in", "on", "at", "to", "from", "by", "with", "without", "about", "as", "into", "onto", "over", "under",
		"is", "are", "was", "were", "be", "been", "am", "do", "does", "did", "have", "has", "had", "can", "could",
		"shall", "should", "would", "must", "might", "not", "no", "yes", "ok", "okay", "please", "thanks", "thank",
		"hi", "hello", "hey", "dear", "regards", "cheers", "all", "any", "some", "every", "each", "there", "here",
		"le", "la", "les", "un", "une", "des", "du", "de", "je", "tu", "il", "elle", "nous", "vous", "ils", "elles",
		"mon", "ma", "mes", "ton", "ta", "tes", "son", "sa", "ses", "notre", "votre", "leur", "leurs", "ce", "cet", "cette",
		"ces", "et", "ou", "mais", "donc", "car", "ni", "que", "qui", "quoi", "dont", "avec", "sans", "pour", "par",
		"dans", "sur", "sous", "chez", "est", "sont", "suis", "oui", "non", "merci", "bonjour", "bonsoir", "salut",
		"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december",
		"lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi", "dimanche",
		"janvier", "fevrier", "mars", "avril", "mai", "juin", "juillet", "aout", "septembre", "octobre", "novembre", "decembre",
		"god", "lord", "jesus", "christ", "allah", "bot", "user", "admin", "assistant", "system", "customer", "agent":
		return true
	}
	return false
}

// gzTimeWord reports whether w names a month or a day: a first name that
// is one ("May", "June", "August") needs a surname after it.
func gzTimeWord(w string) bool {
	switch w {
	case "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
		"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december":
		return true
	}
	return false
}

// gzLegalSuffix reports whether w ends a company name. caps reports
// whether the word must be written in capitals to count ("AG", "SA", "AB").
func gzLegalSuffix(w string) (ok, caps bool) {
	switch w {
	case "inc", "incorporated", "llc", "ltd", "limited", "gmbh", "plc", "corp", "corporation", "llp", "sarl",
		"spa", "srl", "bhd", "pty", "pvt", "kgaa", "oyj", "ohg", "sprl", "lda", "ltda", "gbr":
		return true, false
	case "ag", "sa", "sas", "sasu", "se", "bv", "nv", "oy", "ab", "as", "asa", "kg", "sl", "co", "lp", "sc", "aps":
		return true, true
	}
	return false, false
}

// gzOrgHead reports whether w, capitalised at the end of a capitalised run,
// makes the run an organisation name ("Allstate Insurance Group").
func gzOrgHead(w string) bool {
	switch w {
	case "group", "holdings", "holding", "associates", "partners", "technologies", "solutions", "industries",
		"bank", "insurance", "foundation", "university", "institute", "agency", "consulting", "laboratories",
		"pharmaceuticals", "motors", "airlines", "airways", "ventures", "enterprises", "corporation", "company",
		"bancorp", "trust", "realty", "hospital", "clinic", "college", "school", "society", "association",
		"federation", "council", "ministry", "commission", "orchestra", "studios", "records", "publishing", "press",
		"investments", "capital", "markets", "analytics", "labs", "pharma", "energy", "logistics", "financial",
		"securities", "brands", "communications", "entertainment", "insights", "healthcare":
		return true
	}
	return false
}

// gzCue classifies the words that end a cue phrase introducing a name.
type gzCue uint8

const (
	gzCueNone gzCue = iota
	// gzCueStrong: "my name is", "call me", "je m'appelle", "Name:".
	gzCueStrong
	// gzCueWeak: "I'm", "I am", "je suis", "this is": a known first name
	// must follow.
	gzCueWeak
	// gzCueGreet: "Hi", "Dear", "Bonjour", "Thanks": a capitalised name
	// must follow.
	gzCueGreet
)

// gzCueEnd reports whether w can end a cue phrase (a cheap test before
// gzCueAt).
func gzCueEnd(w string) bool {
	switch w {
	case "is", "was", "est", "ist", "s", "me", "him", "her", "moi", "named", "surnamed", "nee", "as",
		"appelle", "nomme", "heisse", "llamo", "chiamo", "m", "am", "im", "soy", "sono", "suis", "bin",
		"hi", "hello", "hey", "dear", "bonjour", "bonsoir", "salut", "cher", "chere", "hallo", "hola", "ciao",
		"thanks", "merci", "regards", "cheers", "sincerely", "cordialement", "signed", "attn", "liebe", "lieber", "you":
		return true
	}
	return false
}

// gzCueAt reports the cue that ends with the folded words w (oldest first,
// the word right before the candidate name last, "" where there is none).
func gzCueAt(w [4]string) gzCue {
	b, c, d := w[1], w[2], w[3]
	switch d {
	case "is", "was", "est", "ist":
		switch {
		case c == "name" || c == "nom" && d == "est" || c == "name" && b == "mein":
			return gzCueStrong // my name is, name was, mon nom est, mein Name ist
		case c == "this" && d == "is":
			return gzCueWeak
		case c == "c" && b == "moi":
			return gzCueStrong // moi c'est
		}
	case "s":
		switch c {
		case "name":
			return gzCueStrong // name's
		case "it":
			return gzCueWeak // it's
		}
	case "me", "him", "her":
		if c == "call" || c == "called" || c == "named" || c == "appelez" && d == "me" {
			return gzCueStrong // call me, named him, appelez-moi
		}
	case "moi":
		if c == "appelez" {
			return gzCueStrong
		}
	case "named", "surnamed", "nee":
		return gzCueStrong
	case "as":
		if c == "known" {
			return gzCueStrong
		}
	case "appelle", "nomme", "heisse", "llamo", "chiamo":
		return gzCueStrong // je m'appelle, il s'appelle, je me nomme, ich heiße, me llamo, mi chiamo
	case "m":
		if c == "i" {
			return gzCueWeak // I'm
		}
	case "am":
		if c == "i" {
			return gzCueWeak
		}
	case "im", "soy", "sono":
		return gzCueWeak
	case "suis":
		if c == "je" {
			return gzCueWeak
		}
	case "bin":
		if c == "ich" {
			return gzCueWeak
		}
	case "hi", "hello", "hey", "dear", "bonjour", "bonsoir", "salut", "cher", "chere", "hallo", "hola", "ciao",
		"thanks", "merci", "regards", "cheers", "sincerely", "cordialement", "signed", "attn", "liebe", "lieber":
		return gzCueGreet
	case "you":
		if c == "thank" {
			return gzCueGreet
		}
	}
	return gzCueNone
}

// gzTechTerm reports whether w names a well-known piece of software, a
// language, a platform or a standard. Many are also surnames or towns
// ("Jenkins", "Kafka", "Helm", "Hadoop"); capitalised in technical text
// they name the product, so they never open a name or a place on their own
// (an honorific or a cue phrase still can: "Mr. Jenkins"). Products that
// are common first names (Julia, Ada, Ruby, Crystal, Claude) are left out.
func gzTechTerm(w string) bool {
	switch w {
	// Languages.
	case "go", "golang", "rust", "python", "java", "javascript", "typescript", "perl", "php", "swift",
		"kotlin", "scala", "haskell", "erlang", "elixir", "clojure", "dart", "lua", "fortran", "cobol",
		"pascal", "delphi", "lisp", "scheme", "prolog", "ocaml", "zig", "nim", "groovy", "matlab",
		"bash", "zsh", "powershell", "solidity", "elm", "racket", "smalltalk", "simula", "apex", "carbon", "mojo":
		return true
	// Databases, queues and data tools.
	case "postgres", "postgresql", "mysql", "mariadb", "sqlite", "oracle", "redis", "memcached", "mongodb",
		"cassandra", "couchdb", "couchbase", "elasticsearch", "opensearch", "solr", "lucene", "clickhouse",
		"cockroachdb", "influxdb", "timescale", "dynamodb", "bigtable", "spanner", "firestore", "etcd", "consul",
		"zookeeper", "riak", "hbase", "hive", "presto", "trino", "druid", "pinot", "snowflake", "redshift", "vitess", "tidb", "scylla", "valkey", "kafka", "pulsar", "rabbitmq", "nats", "jetstream", "zeromq",
		"mosquitto", "celery", "sidekiq", "airflow", "spark", "flink", "beam", "hadoop", "mesos",
		"pandas", "numpy", "jupyter", "duckdb", "polars", "arrow", "parquet", "avro", "iceberg", "delta":
		return true
	// Build, deployment and observability.
	case "kubernetes", "docker", "podman", "helm", "terraform", "ansible", "puppet", "chef", "salt", "vagrant",
		"packer", "nomad", "vault", "jenkins", "travis", "circleci", "gitlab", "github", "bitbucket", "git",
		"mercurial", "subversion", "bazel", "maven", "gradle", "cmake", "ninja", "npm", "yarn", "pnpm",
		"webpack", "vite", "babel", "rollup", "esbuild", "nginx", "apache", "tomcat", "jetty", "caddy", "traefik",
		"envoy", "istio", "linkerd", "prometheus", "grafana", "loki", "tempo", "jaeger", "zipkin", "kibana",
		"logstash", "fluentd", "datadog", "splunk", "sentry", "nagios", "zabbix", "graphite", "statsd",
		"opentelemetry", "argo", "flux", "tekton", "spinnaker", "harbor", "quay", "kustomize", "minikube", "kind":
		return true
	// Frameworks, runtimes and editors.
	case "django", "flask", "rails", "laravel", "symfony", "spring", "express", "react", "angular", "vue",
		"svelte", "ember", "backbone", "jquery", "bootstrap", "tailwind", "node", "deno", "bun", "electron",
		"flutter", "xamarin", "unity", "unreal", "godot", "tensorflow", "pytorch", "keras", "vim", "neovim",
		"emacs", "vscode", "intellij", "eclipse", "xcode", "sublime", "atom", "llvm", "gcc", "clang", "msvc",
		"jvm", "graalvm", "openjdk", "dotnet", "mono", "cuda", "opencl", "vulkan", "directx", "opengl", "wayland", "gnome", "kde", "xfce", "systemd", "openssl", "boringssl", "certbot", "wireguard", "openvpn",
		"tailscale", "langchain", "ollama", "msgpack", "protobuf", "grpc", "thrift", "graphql", "openapi", "swagger":
		return true
	// Platforms, products and vendors met in technical text.
	case "linux", "ubuntu", "debian", "fedora", "centos", "alpine", "arch", "gentoo", "redhat", "windows",
		"macos", "ios", "android", "unix", "freebsd", "openbsd", "netbsd", "solaris", "chrome", "chromium",
		"firefox", "safari", "edge", "opera", "brave", "slack", "jira", "confluence", "trello", "notion", "zoom",
		"teams", "outlook", "excel", "powerpoint", "aws", "azure", "gcp", "heroku", "netlify", "vercel",
		"cloudflare", "akamai", "fastly", "lambda", "fargate", "kinesis", "gemini", "llama", "mistral",
		"copilot", "openai", "anthropic", "intel", "amd", "nvidia", "arm", "raspberry", "ethernet", "bluetooth",
		"wifi", "usb", "unicode", "ascii", "utf", "json", "yaml", "toml", "xml", "html", "css", "http", "https":
		return true
	}
	return false
}

// gzDemonym reports whether w names a nationality or a language
// ("English", "German", "français"): capitalised, such words look like
// names (several are surnames) but are neither people nor places.
// "Christian", a common first name, is left out.
func gzDemonym(w string) bool {
	switch w {
	case "english", "british", "scottish", "welsh", "irish", "american", "canadian", "mexican", "brazilian",
		"argentine", "argentinian", "chilean", "peruvian", "colombian", "cuban", "french", "german", "dutch",
		"flemish", "belgian", "swiss", "austrian", "italian", "spanish", "portuguese", "catalan", "basque",
		"greek", "turkish", "polish", "czech", "slovak", "hungarian", "romanian", "bulgarian", "serbian",
		"croatian", "slovenian", "bosnian", "albanian", "macedonian", "russian", "ukrainian", "belarusian",
		"lithuanian", "latvian", "estonian", "finnish", "swedish", "norwegian", "danish", "icelandic", "faroese",
		"greenlandic", "arab", "arabic", "persian", "iranian", "iraqi", "syrian", "lebanese", "israeli", "hebrew",
		"egyptian", "moroccan", "algerian", "tunisian", "nigerian", "kenyan", "ethiopian", "somali", "ghanaian",
		"indian", "pakistani", "bengali", "hindi", "urdu", "tamil", "nepali", "chinese", "mandarin", "cantonese",
		"japanese", "korean", "vietnamese", "thai", "filipino", "indonesian", "malay", "malaysian", "australian",
		"zealander", "african", "european", "asian", "latin", "latino", "hispanic", "slavic", "nordic",
		"scandinavian", "caucasian", "jewish", "muslim", "catholic", "protestant", "orthodox",
		"buddhist", "hindu", "sikh", "francais", "anglais", "allemand", "espagnol", "italien", "deutsch", "englisch":
		return true
	}
	return false
}

// gzStreetWord reports whether w is a street name by its ending, as in
// German, Dutch, Scandinavian, Finnish and Hungarian compounds
// ("Bundesstrasse", "Hersnapvej", "Kiannonkatu", "Dorpstraat"), or is one
// of those street words alone ("Strasse").
func gzStreetWord(w string) bool {
	for _, suffix := range [...]string{"strasse", "gasse", "weg", "vej", "vegen", "veien", "vagen", "gatan", "gade",
		"katu", "kuja", "straat", "steeg", "utca", "ulica", "allee", "platz", "plein", "gracht"} {
		if w == suffix || len(w) >= len(suffix)+3 && w[len(w)-len(suffix):] == suffix {
			return true
		}
	}
	return false
}
