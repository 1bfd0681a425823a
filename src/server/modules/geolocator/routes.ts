// Geolocator calls of the orders service (core §7): autocomplete, reverse and details, answered as
// {data:{data:[{address:{id, formatted_address, latitude, longitude, ...}}]}} (the portal reads
// data.data and, for reverse and details, the first item). The address also carries the fields the
// marker's reverse geocoding reads (street, number, zipcode, city, suburb, building, country_code).
// Language: the query's `language`, else the country's geolocator language of the spec (Bahrain
// en, Hong Kong zh_HK, Cambodia km, Japan ja, Thailand th, Taiwan tw, otherwise en); it is echoed
// as data.language. The gazetteer covers Copenhagen, so other countries get no suggestions.
import { Hono } from "hono";
import { COUNTRIES, type CountryCode } from "../../../config/countries";
import { AutocompleteQuerySchema, DetailsQuerySchema, ReverseQuerySchema } from "../../../domain/contract/request";
import type { AppDeps, AppEnv } from "../../context";
import type { GazetteerAddress } from "../../data/copenhagen-addresses";
import { parseQuery } from "../../http/validate";
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

export function geolocatorRoutes(deps: AppDeps, gazetteer = new Gazetteer()) {
  const app = new Hono<AppEnv>();
  const answer = (places: GazetteerAddress[], extra: Record<string, string> = {}) => ({ data: { data: places.map(toPlace), ...extra } });

  app.get("/geolocator/autocomplete", (c) => {
    const q = parseQuery(c, AutocompleteQuerySchema);
    const country = (q.country ?? deps.deployment.country).toUpperCase();
    const language = q.language || geolocatorLanguage(country);
    const near = q.lat !== undefined && q.lng !== undefined ? { latitude: q.lat, longitude: q.lng } : undefined;
    const places = country === GAZETTEER_COUNTRY ? gazetteer.autocomplete(q.query, near) : [];
    return c.json(answer(places, { language, country }));
  });

  app.get("/geolocator/reverse", (c) => {
    const q = parseQuery(c, ReverseQuerySchema);
    const hit = gazetteer.reverse({ latitude: q.lat, longitude: q.lng });
    return c.json(answer(hit ? [hit] : []));
  });

  app.get("/geolocator/details", (c) => {
    const q = parseQuery(c, DetailsQuerySchema);
    const hit = gazetteer.details(q.query_id);
    return c.json(answer(hit ? [hit] : []));
  });

  return app;
}
