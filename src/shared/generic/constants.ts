export const GENERIC_API = {
  connectionTime: '/api/blade-system/usual/api/getConnectionTime',
  pageQuery: '/api/blade-system/usual/api/getPageData',
  execInterface: '/api/blade-system/usual/api/execInterface',
  treeData: '/api/blade-system/usual/api/getTreeData',
} as const;


/** Generic interface ids (execInterface). */
export const INTERFACE_ID = { deleteDoc: 32 } as const;
