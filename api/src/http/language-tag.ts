/** The first language tag of Accept-Language ("fr-CA,fr;q=0.9" → "fr-CA"), for staff reading a report. */
export const firstLanguageTag = (header: string | undefined) => header?.split(',')[0]?.split(';')[0]?.trim();
