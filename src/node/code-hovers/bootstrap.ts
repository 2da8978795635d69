import { startCodeHovers } from '.';

/** The type hovers of the code examples start computing with the bootstrap (./index.ts). */
export function onPreBootstrap(): void {
  startCodeHovers();
}
