// Tokens never go to plain files: Electron wires a safeStorage (DPAPI) store; browser mode and
// tests keep them in memory only.

export type StoredSession = {
  serverKey: string;
  tenantId: string;
  account: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch ms when the access token expires. */
  expiresAt: number;
};

export interface SecretStore {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
}

export class MemorySecretStore implements SecretStore {
  private value: StoredSession | null = null;
  load(): StoredSession | null {
    return this.value;
  }
  save(session: StoredSession): void {
    this.value = { ...session };
  }
  clear(): void {
    this.value = null;
  }
}
