// Supabase edge function entry point: the only file that touches the Deno runtime.
import { createApp } from './app.ts';

const app = createApp({
  databaseUrl: Deno.env.get('SUPABASE_DB_URL') ?? '',
  allowedOrigins: (Deno.env.get('SIMK_ALLOWED_ORIGINS') ?? '*').split(','),
});

Deno.serve(app.fetch);
