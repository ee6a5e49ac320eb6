import type { Logger } from '../logger';
import type { SettingsStore } from './settings';
import type { SettingsView } from '../../../shared/settings/contract';
import { isInsecureServerUrl } from '../../../shared/settings/rules';
import { M } from '../../../shared/messages';
import { serverKeyOf } from '../../../shared/session/scope';

export type EmbeddedServer = { url: string; close(): Promise<void> };
export type EmbeddedServerFactory = (dataDir: string) => Promise<EmbeddedServer>;

export type ServerConnectionOptions = {
  settings: SettingsStore;
  /** Starts the reference server when no production server is configured. */
  startEmbedded: EmbeddedServerFactory;
  /** Where the embedded reference server keeps its data. */
  embeddedDataDir: string;
  logger: Logger;
};

/**
 * Which server the core talks to: the configured production address, else the reference server
 * started in this process (kept running while no address is configured).
 */
export class ServerConnection {
  private embedded: EmbeddedServer | null = null;
  private baseUrl = '';

  constructor(private readonly o: ServerConnectionOptions) {}

  /** The address in use ('' before the first connect). */
  url(): string {
    return this.baseUrl;
  }

  /** Which server the session's account database belongs to. */
  key(): string {
    return serverKeyOf(this.o.settings.get().serverUrl);
  }

  /** Follows the settings: the configured address, or the embedded server (started once). */
  async connect(): Promise<void> {
    const configured = this.o.settings.get().serverUrl;
    if (configured) {
      if (this.embedded) await this.embedded.close();
      this.embedded = null;
      this.baseUrl = configured;
    } else {
      this.embedded ??= await this.o.startEmbedded(this.o.embeddedDataDir);
      this.baseUrl = this.embedded.url;
    }
    this.o.logger.info(`server: ${this.baseUrl}${this.embedded ? ' (embedded)' : ''}`);
  }

  /**
   * Why the address in use may not carry a password or a token: plain `http://` to a host other
   * than this machine, unless IT allows it (`allowInsecureHttp`). Null when it may.
   */
  insecureRefusal(): string | null {
    if (this.embedded || this.o.settings.machineOptions().allowInsecureHttp) return null;
    return isInsecureServerUrl(this.baseUrl) ? M.settingsInsecureHttp : null;
  }

  /**
   * Whether preview and media links are signed: the time call then carries the file's md5 and the
   * answer the signature. A real BladeX takes no payload there (spec 01 §7, spec 02 §7): only the
   * embedded reference server, or a server IT names with `signPreviewLinks`, asks for it.
   */
  signsPreviewLinks(): boolean {
    return this.embedded !== null || this.o.settings.machineOptions().signPreviewLinks;
  }

  /** The settings as the settings page shows them, with the address actually in use. */
  view(): SettingsView {
    const machine = this.o.settings.machineOptions();
    return {
      ...this.o.settings.get(),
      effectiveServerUrl: this.baseUrl,
      embedded: this.embedded !== null,
      grantType: machine.auth.grantType,
      allowInsecureHttp: machine.allowInsecureHttp,
    };
  }

  async close(): Promise<void> {
    if (this.embedded) await this.embedded.close();
    this.embedded = null;
  }
}
