import { randomBytes } from 'node:crypto';
import { accessCodeFromBytes } from '@linhagem/contracts';

/** 80 bits from the operating system's secure random source, e.g. `7KQ2-M9XD-4TRA-VW3P`. */
export const generateAccessCode = () => accessCodeFromBytes(randomBytes(10));
