import { defineProject } from 'vitest/config';
import { maxWorkers } from '../vitest.shared.ts';

export default defineProject({ test: { name: 'protocol', environment: 'node', maxWorkers } });
