import {
  GetObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Storage } from './storage.ts';

const safeName = /^[a-zA-Z0-9][a-zA-Z0-9._-]*$/;

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
export function s3Storage(location: S3Location): Storage & { client: S3Client } {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
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
  };
}
