/** Which pages may show a wallboard in a frame: the security.wallboardFrameAncestors parameter as CSP sources. */
import type { Db } from '../../db/engine.js';
import { readTextParameter } from '../params/parameters.js';
import { parseSourceList } from '../params/source-list.js';

/** The frame-ancestors sources of wallboard pages; `'none'` unless an administrator named origins. */
export async function readWallboardFrameAncestors(db: Db): Promise<string[]> {
  return parseSourceList(await readTextParameter(db, 'security.wallboardFrameAncestors')).sources;
}
