// The generic ("usual") calls of the BladeX system module: queries, saves and interfaces named by a
// configuration id instead of a path of their own (spec 01 §7, spec 02 §7; docs/api.md "Generic calls").

export const GENERIC_API = {
  connectionTime: '/api/blade-system/usual/api/getConnectionTime',
  /** Paged query by dwId (configuration id) or, with queryType 1, a picker lookup by table. */
  pageQuery: '/api/blade-system/usual/api/getPageData',
  /** Generic interface: id + a JSON obj. */
  execInterface: '/api/blade-system/usual/api/execInterface',
  treeData: '/api/blade-system/usual/api/getTreeData',
  /** Save or update one record by dwId: an ID in data updates, none creates. */
  saveOrUpdate: '/api/blade-system/usual/api/saveOrUpdate',
  /** Several records in one transaction (spec 02 §7: runId, mapList). */
  saveEntities: '/api/blade-system/usual/api/saveEntities',
} as const;

/** Generic interface ids (execInterface). */
export const INTERFACE_ID = { deleteDoc: 32 } as const;

/** The picker's lookup through the shared paged query (spec 01 §7): page 1, size 99, queryType 1, extendTreeType 3. */
export const LOOKUP = { current: 1, size: 99, queryType: 1, extendTreeType: 3 } as const;
/** Case lookups read everything at once (spec 02 §9). */
export const CASE_LOOKUP_SIZE = 9999;
