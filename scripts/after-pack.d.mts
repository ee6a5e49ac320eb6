// Types of after-pack.mjs.
import type { AfterPackContext } from 'electron-builder';

export default function afterPack(context: AfterPackContext): Promise<void>;
