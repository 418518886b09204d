// The local storage service: Supabase Storage's HTTP protocol for what storage-js calls, mounted
// by the gateway at /storage/v1. See docs/decisions/0026-local-storage-service.md.
export { createStorageService, DEFAULT_FILE_SIZE_LIMIT, type StorageServiceOptions } from './service.ts';
