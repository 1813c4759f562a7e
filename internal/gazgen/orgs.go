package main

import (
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// companiesFile is the word list of the npm package
// @cspell/dict-companies: the words of names of real firms, banks,
// universities and agencies, one a line, as a spelling checker needs
// them ("Lufthansa", "BlackRock", "Criteo"; "Berkshire" and "Hathaway"
// as two lines).
var companiesFile = filepath.Join("node_modules", "@cspell", "dict-companies", "dict", "companies.txt")

// notFirms are words of the companies list that name no organisation
// alone: adjectives of nations and regions, regions and towns the place
// lists lack, legal and trade words ("Ltd", "Telecom", "Kaisha"), the
// generic words of long names ("Universiteit", "Landesbank") and the
// names of software, games, apps and online tools rather than of a firm
// ("Nginx", "Xbox", "WhatsApp", "Figma"), which chat and technical text
// write as the names of tools.
var notFirms = map[string]bool{
	"Analytics": true, "Assicurazioni": true, "Australian": true, "Bancorp": true, "Bancshares": true,
	"Bangalore": true, "Bankengruppe": true, "Belarusian": true, "Brazilian": true, "British": true,
	"Caribbean": true, "Castparts": true, "Chubu": true, "Darussalam": true, "Dayjs": true, "Denki": true,
	"Docusaurus": true, "Ethereum": true, "Eurasian": true, "Gadjah": true, "Hebrew": true,
	"Hindustan": true, "Hokkaido": true, "Hungarian": true, "Indian": true, "Italiane": true,
	"Jiangsu": true, "Kabushiki": true, "Kaisha": true, "Kansai": true, "Kyushu": true,
	"Landesbank": true, "Lifesciences": true, "Ltd": true, "Lutherans": true, "Mexican": true,
	"Mid-America": true, "Minecraft": true, "Mockito": true, "Nederlanden": true, "Nginx": true,
	"Nginxinc": true, "Nippon": true, "Norwegian": true, "Oilwell": true, "Otago": true, "Penh": true,
	"Pharmahandel": true, "Phnom": true, "Photonics": true, "Plc": true, "Politecnico": true,
	"Portainer": true, "Proxmox": true, "Pty": true, "Saud": true, "Sekiyu": true, "Shandong": true,
	"Shanxi": true, "Showa": true, "Sismology": true, "Skaffold": true, "Steelers": true, "Svc": true,
	"Telecom": true, "Twente": true, "Twenty-First": true, "Universiteit": true, "Urbana-Champaign": true,
	"Verdaccio": true, "Wisconsin-Madison": true, "Xbox": true, "Yat-Sen": true, "Zealand": true,
	"Zhejiang": true, "Jiaotong": true, "Huazhong": true, "Adblock": true, "Emojipedia": true,
	// Apps and online tools that chat and technical text name as tools.
	"Asana": true, "Basecamp": true, "Bitly": true, "Calendly": true, "Crowdin": true, "Figma": true,
	"Flickr": true, "Giphy": true, "Gradio": true, "Grammarly": true, "Imgur": true, "Infisical": true,
	"Instagram": true, "Ko-fi": true, "Langfuse": true, "Langtrace": true, "Lastfm": true,
	"Letterboxd": true, "Liberapay": true, "LinkedIn": true, "Mailchimp": true, "Matomo": true,
	"Mattermost": true, "Midjourney": true, "Mixpanel": true, "PagerDuty": true, "Pingdom": true,
	"Reddit": true, "Snapchat": true, "TikTok": true, "Todoist": true, "Traceloop": true, "Trakt": true,
	"Tumblr": true, "Unsplash": true, "Viber": true, "Vimeo": true, "Weaviate": true, "Webex": true,
	"WhatsApp": true, "Zapier": true, "Pinterest": true, "Spotify": true, "Hulu": true, "Douyin": true,
	"Zhihu": true, "Xiaohongshu": true, "Tripadvisor": true, "Waze": true,
	// Pieces of longer names: "Tel Aviv", "Estée Lauder", "Häagen-Dazs".
	"Anglo": true, "Aviv": true, "Bahls": true, "Booz": true, "Cos": true, "Donnelley": true, "Eleuther": true,
	"Estée": true, "Fabra": true, "Häagen": true, "Mada": true, "Redbud": true, "Seiki": true, "Targa": true,
	"Tsing": true,
}

// knownOrgs returns the words of companies that name an organisation
// and nothing else the detector reads: capitalised with a small letter
// after the first (no ticker or acronym: "AMZN", "USA", "LLC"), of three
// letters or more, letters and inner hyphens only (no "McDonald's":
// the tokenizer splits at the apostrophe), and in no other list in any
// role: no English word of SCOWL levels 10-60, no French word, no German
// noun, no common Spanish word, no first name, surname or place of the
// embedded lists or of the first-name dictionary's frequent names
// (others, folded), and none of notFirms. A name of the registers may
// be one: the detector reads those only beside a known name. "Apple", "Shell", "Paris" and "Hathaway" stay out;
// "Lufthansa", "Criteo" and "BlackRock" stay in.
func knownOrgs(companies []string, others ...map[string]bool) map[string]bool {
	set := map[string]bool{}
	for _, w := range companies {
		if !orgShape(w) || notFirms[w] {
			continue
		}
		f := fold(w)
		taken := false
		for _, o := range others {
			if o[f] {
				taken = true
				break
			}
		}
		if !taken {
			set[w] = true
		}
	}
	return set
}

// orgShape reports whether w is written as a firm's one-word name: an
// upper-case letter, then letters (one small at least) and single inner
// hyphens, three letters or more.
func orgShape(w string) bool {
	if utf8.RuneCountInString(w) < 3 || strings.HasSuffix(w, "-") || strings.Contains(w, "--") {
		return false
	}
	small := false
	for i, r := range w {
		switch {
		case i == 0 && !unicode.IsUpper(r):
			return false
		case r == '-':
		case !unicode.IsLetter(r):
			return false
		case unicode.IsLower(r):
			small = true
		}
	}
	return small
}

// foldedSet returns the folded words of sets.
func foldedSet(sets ...map[string]bool) map[string]bool {
	out := map[string]bool{}
	for _, s := range sets {
		for w := range s {
			out[fold(w)] = true
		}
	}
	return out
}
