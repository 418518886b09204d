// Supabase edge function entry point: the only file that touches the Deno runtime.
import { createApp } from './app.ts';
import { configFromEnv } from './config.ts';

const app = createApp(configFromEnv((name) => Deno.env.get(name)));

Deno.serve(app.fetch);
