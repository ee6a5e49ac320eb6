import type { EventName, Events } from '../../shared/contract';
export type EventListener = <E extends EventName>(event: E, payload: Events[E]) => void;

/** Main → renderer events; Electron IPC and the browser bridge each subscribe once. */
export class EventHub {
  private readonly listeners = new Set<EventListener>();

  emit<E extends EventName>(event: E, payload: Events[E]): void {
    for (const l of this.listeners) l(event, payload);
  }

  subscribe(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
