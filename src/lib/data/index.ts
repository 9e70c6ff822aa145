// Printed components of Manoeuvre: types, the eight armies and the 24 map sections.

export * from './types';
export * from './armies/index';
export * from './sections';
