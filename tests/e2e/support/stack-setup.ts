// Global setup of the browser tests: the gateway and the Vite web app, on free ports, against a
// database cloned from the test template. Runs after tests/support/global-setup.ts.
import type { TestProject } from 'vitest/node';
import { databaseUrl } from '../../../local/config.ts';
import { freePort } from '../../../local/postgres.ts';
import { startAppServices } from '../../../local/services.ts';
import { cloneTemplate, dropDatabase } from '../../support/test-database.ts';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 120;

export default async function setup(project: TestProject) {
  const { databasePort, templateDatabase } = project.getProvidedContext();
  const database = `e2e_${process.pid}`;
  await cloneTemplate(databasePort, templateDatabase, database);
  const services = await startAppServices({
    databaseUrl: databaseUrl(databasePort, database),
    gatewayPort: await freePort(),
    webPort: await freePort(),
    // Short-lived access tokens, so a test can watch the web app refresh them on its own.
    auth: { jwtExpiry: ACCESS_TOKEN_LIFETIME_SECONDS },
  });
  project.provide('webUrl', services.webUrl);
  project.provide('gatewayUrl', services.gatewayUrl);
  project.provide('mailboxUrl', services.mailboxUrl);
  // For tests that must set up a state no screen reaches quickly (a message that failed after all its attempts).
  project.provide('databaseUrl', databaseUrl(databasePort, database));

  return async () => {
    await services.stop();
    await dropDatabase(databasePort, database);
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    webUrl: string;
    gatewayUrl: string;
    mailboxUrl: string;
    databaseUrl: string;
  }
}
