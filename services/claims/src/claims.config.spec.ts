import { ConfigError, loadConfig } from '@freight/kernel';
import { claimsConfig } from './claims.config';

describe('claimsConfig', () => {
  it('keeps attachments in PostgreSQL unless BLOB_STORE_URL names a bucket', () => {
    expect(claimsConfig.of(loadConfig({}))).toEqual({ blobStoreUrl: undefined });
    expect(
      claimsConfig.of(loadConfig({ BLOB_STORE_URL: 's3+https://KEY:SECRET@s3.example.se/frakt?region=eu-north-1' })).blobStoreUrl,
    ).toBe('s3+https://KEY:SECRET@s3.example.se/frakt?region=eu-north-1');
  });

  it('refuses another kind of BLOB_STORE_URL without echoing it', () => {
    expect(() => loadConfig({ BLOB_STORE_URL: 'https://KEY:SECRET@s3.example.se/frakt' })).toThrow(
      new ConfigError(['BLOB_STORE_URL must be s3+https://KEY:SECRET@host/bucket (or s3+http:// for a local service)']),
    );
  });
});
