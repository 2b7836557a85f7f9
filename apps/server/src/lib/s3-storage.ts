import {
  GetObjectCommand,
  ListObjectsCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { type Storage, safeName } from './storage.ts';

export interface S3Location {
  /** the service's address: https://s3.example.com, http://127.0.0.1:9000 (MinIO) */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** objects under this prefix (`uploads/`), so that a bucket can hold other things */
  prefix: string;
}

/**
 * S3_URL: `https://ACCESS_KEY:SECRET@host[:port]/bucket[/prefix]`, the credentials
 * URL-encoded; the region from S3_REGION (default `us-east-1`, which MinIO and most
 * S3-compatible services accept).
 */
export function parseS3Url(url: string, region = 'us-east-1'): S3Location {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error('S3_URL must be an http(s):// address');
  }
  const [bucket, ...rest] = parsed.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('S3_URL must name the bucket: https://key:secret@host/bucket');
  if (!parsed.username || !parsed.password) {
    throw new Error('S3_URL must carry the access key and secret: https://key:secret@host/bucket');
  }
  return {
    endpoint: `${parsed.protocol}//${parsed.host}`,
    bucket,
    region,
    accessKeyId: decodeURIComponent(parsed.username),
    secretAccessKey: decodeURIComponent(parsed.password),
    prefix: rest.length ? `${rest.join('/')}/` : '',
  };
}

/**
 * Issue 17: uploaded images in an S3-compatible bucket (AWS, MinIO, Ceph, R2, Scaleway,
 * OVH), behind the same Storage as the local disk, so that every server process sees
 * every image. Path-style addresses (`host/bucket/key`), which every such service serves.
 */
export function s3Storage(
  location: S3Location,
  /** keys asked per listing request (S3's most is 1000) */
  options: { pageSize?: number } = {},
): Storage & { client: S3Client; probe(): Promise<void> } {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    // a store that does not answer fails the request instead of hanging it (and a backup)
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    credentials: {
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
    },
  });
  const key = (name: string) => `${location.prefix}${name}`;
  return {
    client,
    async put(name, bytes) {
      if (!safeName.test(name)) throw new Error(`unsafe storage name ${name}`);
      await client.send(
        new PutObjectCommand({ Bucket: location.bucket, Key: key(name), Body: bytes }),
      );
    },
    async get(name) {
      if (!safeName.test(name)) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: location.bucket, Key: key(name) }),
        );
        return answer.Body ? await answer.Body.transformToByteArray() : undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || error instanceof NotFound) return undefined;
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    // ListObjects (v1), paged by the last key: every S3-compatible service answers it, where
    // s3rver's ListObjectsV2 fails once a listing is truncated (its token cipher, DES, is
    // gone from Node's OpenSSL 3)
    async *list() {
      let marker: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsCommand({
            Bucket: location.bucket,
            Prefix: location.prefix,
            Marker: marker,
            MaxKeys: options.pageSize,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
        for (const objectKey of keys) {
          const name = objectKey.slice(location.prefix.length);
          // a key in a sub-folder of the prefix, or otherwise unsafe, is not one of ours
          if (safeName.test(name)) yield name;
        }
        marker = page.IsTruncated ? (page.NextMarker ?? keys.at(-1)) : undefined;
      } while (marker);
    },
    /** one small listing request: throws when the bucket cannot be reached or read */
    async probe() {
      await client.send(
        new ListObjectsCommand({
          Bucket: location.bucket,
          Prefix: location.prefix,
          MaxKeys: 1,
        }),
      );
    },
  };
}
