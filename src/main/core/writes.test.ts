import { describe, expect, it } from 'vitest';
import { EventHub } from './events';
import { createWrite } from './writes';
import type { Events, Handlers } from '../../shared/contract';

describe('write wrapper', () => {
  const setup = (): {
    write: ReturnType<typeof createWrite>;
    changed: Events['shell:dataChanged'][];
  } => {
    const events = new EventHub();
    const changed: Events['shell:dataChanged'][] = [];
    events.subscribe((event, payload) => {
      if (event === 'shell:dataChanged') changed.push(payload as Events['shell:dataChanged']);
    });
    return { write: createWrite(events), changed };
  };
  const req = { runId: 'r1', wssyid: 'w1' };

  it('tells every window to refresh after a successful write, with its answer unchanged', async () => {
    const { write, changed } = setup();
    const seal = write('stamping:seal', async () => ({ message: '盖章成功' }));
    await expect(seal(req)).resolves.toEqual({ message: '盖章成功' });
    expect(changed).toEqual([{ channel: 'stamping:seal' }]);
  });

  it('stays quiet when the write fails, unless told to refresh even then', async () => {
    const { write, changed } = setup();
    const refused: Handlers['stamping:seal'] = async () => {
      throw new Error('该文书已盖章');
    };
    await expect(write('stamping:seal', refused)(req)).rejects.toThrow('该文书已盖章');
    expect(changed).toEqual([]);
    await expect(write('stamping:seal', refused, { evenOnFailure: true })(req)).rejects.toThrow(
      '该文书已盖章',
    );
    expect(changed).toEqual([{ channel: 'stamping:seal' }]);
  });
});
