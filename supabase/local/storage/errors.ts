import pg from 'pg';

/**
 * An error rendered the way Supabase Storage renders it: `{statusCode, code, error, message}`,
 * where `statusCode` is the semantic status as a string. Supabase answers every handled error
 * with HTTP 400 and keeps the real status in the body (only server faults keep theirs), and
 * storage-js reads both, so clients written against a hosted project see the same thing here.
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    /** Set only where Supabase sets the HTTP status explicitly. */
    readonly httpStatus?: number,
  ) {
    super(message);
  }

  get status(): number {
    return this.httpStatus ?? (this.statusCode >= 500 ? this.statusCode : 400);
  }

  body() {
    return {
      statusCode: String(this.statusCode),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  keyAlreadyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  invalidMimeType: (mime: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mime} is not supported`,
      'invalid_mime_type',
    ),
  invalidParameter: (name: string, message?: string) =>
    new StorageError(400, 'InvalidParameter', message ?? `Invalid Parameter ${name}`),
  invalidFileSizeLimit: () =>
    new StorageError(
      400,
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message: string) => new StorageError(400, 'InvalidSignature', message),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  /** Request validation failures, worded like the Fastify schema errors Supabase Storage sends. */
  badRequest: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Bad Request'),
  bodyTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Request body is too large', 'Payload Too Large', 413),
  routeNotFound: (method: string, path: string) =>
    new StorageError(404, 'NotFound', `Route ${method}:${path} not found`, 'Not Found', 404),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
};

/** Maps a database failure to what Supabase Storage answers for the same Postgres error code. */
export function fromDatabaseError(error: pg.DatabaseError): StorageError {
  switch (error.code) {
    case '42501':
      return errors.accessDenied(
        error.message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : error.message,
      );
    case '23505':
      return errors.resourceAlreadyExists();
    case '23503':
      return new StorageError(404, 'InvalidRequest', 'The related resource does not exist');
    case '57014':
      return new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out');
    case '22P02':
      return errors.invalidParameter('value', error.message);
    default:
      return new StorageError(
        500,
        'DatabaseError',
        `database error, code: ${error.code ?? 'unknown'}`,
      );
  }
}

export function toStorageError(error: unknown): StorageError | undefined {
  if (error instanceof StorageError) return error;
  if (error instanceof pg.DatabaseError) return fromDatabaseError(error);
  return undefined;
}
