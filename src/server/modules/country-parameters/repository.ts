// Country parameters (serviceHours, onlinePaymentActivated, ...) per country, as strings.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { countryParameters } from "../../db/schema";

export class CountryParameterRepository {
  constructor(private readonly db: Db) {}

  async get(country: string, name: string): Promise<string | null> {
    const [row] = await this.db
      .select({ value: countryParameters.value })
      .from(countryParameters)
      .where(and(eq(countryParameters.country, country), eq(countryParameters.name, name)));
    return row?.value ?? null;
  }

  async set(country: string, name: string, value: string): Promise<void> {
    await this.db
      .insert(countryParameters)
      .values({ country, name, value })
      .onConflictDoUpdate({ target: [countryParameters.country, countryParameters.name], set: { value } });
  }
}
