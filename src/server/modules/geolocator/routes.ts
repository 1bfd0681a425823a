// Geolocator calls of the orders service (core §7): autocomplete, reverse and details, answered as
// {data:{data:[{address:{id, formatted_address, latitude, longitude, ...}}]}} (the portal reads
// data.data and, for reverse and details, the first item). The address also carries the fields the
// marker's reverse geocoding reads (street, number, zipcode, city, suburb, building, country_code).
// Language: the query's `language`, else the country's geolocator language of the spec (Bahrain
// en, Hong Kong zh_HK, Cambodia km, Japan ja, Thailand th, Taiwan tw, otherwise en); it is echoed
// as data.language. The gazetteer covers Copenhagen, so other countries get no suggestions.
import { COUNTRIES, type CountryCode } from "../../../config/countries";
import { ENDPOINTS } from "../../../domain/contract/endpoints";
import type { AppDeps } from "../../context";
import type { GazetteerAddress } from "../../data/copenhagen-addresses";
import type { Mount } from "../../http/mount";
import { Gazetteer } from "./gazetteer";

const GAZETTEER_COUNTRY = "DK";

export function geolocatorLanguage(country: string): string {
  return COUNTRIES[country.toUpperCase() as CountryCode]?.geolocatorLanguage ?? "en";
}

export const toPlace = (a: GazetteerAddress) => ({
  address: {
    id: a.id,
    formatted_address: a.formattedAddress,
    latitude: a.latitude,
    longitude: a.longitude,
    street: a.street,
    number: a.number,
    zipcode: a.postalCode,
    city: a.city,
    suburb: a.district,
    building: "",
    country_code: a.countryCode,
  },
});

export function mountGeolocatorRoutes(mount: Mount, deps: AppDeps, gazetteer = new Gazetteer()) {
  const answer = (places: GazetteerAddress[], extra: Record<string, string> = {}) => ({ data: { data: places.map(toPlace), ...extra } });

  mount(ENDPOINTS.geolocatorAutocomplete, ({ query: q }) => {
    const country = (q.country ?? deps.deployment.country).toUpperCase();
    const language = q.language || geolocatorLanguage(country);
    const near = q.lat !== undefined && q.lng !== undefined ? { latitude: q.lat, longitude: q.lng } : undefined;
    const places = country === GAZETTEER_COUNTRY ? gazetteer.autocomplete(q.query, near) : [];
    return answer(places, { language, country });
  });

  mount(ENDPOINTS.geolocatorReverse, ({ query: q }) => {
    const hit = gazetteer.reverse({ latitude: q.lat, longitude: q.lng });
    return answer(hit ? [hit] : []);
  });

  mount(ENDPOINTS.geolocatorDetails, ({ query: q }) => {
    const hit = gazetteer.details(q.query_id);
    return answer(hit ? [hit] : []);
  });
}
