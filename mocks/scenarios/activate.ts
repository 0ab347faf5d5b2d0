import {
  readStoredUser,
  writeAccessToken,
  writeStoredUser,
  type StoredUser,
} from '../../src/lib/api/session-storage';
import { DEMO_STUDENT, DEMO_TEACHER, DEMO_TOKENS } from '../db/demo';
import { getDb } from '../db/store';
import { activeScenario } from './handler';
import type { Scenario } from './registry';
import { setScenarioState } from './state';

/*
 * Choosing a scenario: the state every handler reads, plus what the scenario does to the browser's own
 * storage (the session scenarios). Runs in the tab (dev panel, `?scenario=` at start) and in tests.
 */

/** The stored user the login flow would leave for a seeded account. */
async function storedUserOf(account: { id: number; username: string }): Promise<StoredUser> {
  const db = await getDb();
  const record = db.users.findFirst((q) => q.where({ id: account.id }));
  return {
    id: account.id,
    username: account.username,
    role: record?.role ?? 'ROLE_STUDENT',
    profileImageUrl: record?.profileImageUrl ?? null,
    city: record?.city ?? null,
    district: record?.district ?? null,
  };
}

async function applySession(scenario: Scenario): Promise<void> {
  switch (scenario.session) {
    case 'student':
      writeStoredUser(await storedUserOf(DEMO_STUDENT));
      writeAccessToken(DEMO_TOKENS.student);
      return;
    case 'teacher':
      writeStoredUser(await storedUserOf(DEMO_TEACHER));
      writeAccessToken(DEMO_TOKENS.teacher);
      return;
    case 'no-token':
      // A stored user whose token is gone: the error catalogue's "No token when loading notifications".
      if (readStoredUser() === null) writeStoredUser(await storedUserOf(DEMO_STUDENT));
      writeAccessToken(null);
      return;
    case undefined:
      return;
  }
}

/** Switches to the scenario (unknown names act as `default`) and applies its session side effect. */
export async function activateScenario(name: string, failOps: readonly string[] = []): Promise<Scenario> {
  setScenarioState(name, failOps);
  const scenario = activeScenario();
  await applySession(scenario);
  return scenario;
}
