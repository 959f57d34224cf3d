import { ConfigReader, defineConfigSection } from '@freight/kernel';

/** The claims service's settings: where attachments are kept. */
export interface ClaimsConfig {
  /** BLOB_STORE_URL (s3+https://KEY:SECRET@host/bucket?region=…) for an S3-compatible bucket; unset, PostgreSQL. */
  blobStoreUrl: string | undefined;
}

export const claimsConfig = defineConfigSection<ClaimsConfig>('claims', (reader) => ({ blobStoreUrl: blobStoreUrl(reader) }));

/** `@Inject(CLAIMS_CONFIG) config: ClaimsConfig` */
export const CLAIMS_CONFIG = claimsConfig.token;

/** Only s3+https:// and s3+http:// with a bucket; the URL carries credentials, so a problem never echoes it. */
function blobStoreUrl(reader: ConfigReader): string | undefined {
  const raw = reader.read('BLOB_STORE_URL');
  if (raw === undefined) return undefined;
  let ok = false;
  try {
    const url = new URL(raw);
    ok = (url.protocol === 's3+https:' || url.protocol === 's3+http:') && !!url.username && !!url.password && url.pathname.length > 1;
  } catch {
    // handled below: ok stays false
  }
  if (!ok) reader.problems.push('BLOB_STORE_URL must be s3+https://KEY:SECRET@host/bucket (or s3+http:// for a local service)');
  return raw;
}
