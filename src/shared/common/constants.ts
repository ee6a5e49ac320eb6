export const PAGE_SIZES = {
  taskList: [10, 20, 50],
  operationLog: [10, 20, 30, 40],
} as const;

/** Button loading state resets after this long (spec 02 §9). */
export const BUTTON_LOADING_RESET_MS = 3000;
