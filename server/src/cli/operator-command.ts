import type { Db } from '../db/client.ts';
import { AuditRepository } from '../modules/admin/audit-repository.ts';
import { OperatorRepository } from '../modules/admin/operator-repository.ts';

const USAGE = 'usage: npm run operator -- add <email> | remove <email> | list';

/** The audit log's "who" for changes made with this command (no operator is signed in). */
export const COMMAND_LINE = { id: '000000000000000000000000', email: 'command line' };

/**
 * Adds, removes and lists the operators of the console (issue 22); answers the exit code. Those of
 * OPERATOR_EMAILS are operators by configuration and are not listed here. A removed operator's open
 * session is refused at its next console request.
 */
export async function runOperatorCommand(args: string[], db: Db, print: (line: string) => void): Promise<number> {
  const [command, email] = args;
  const operators = new OperatorRepository(db);
  const audit = new AuditRepository(db);
  if (command === 'list' && !email) {
    const rows = await operators.list();
    if (rows.length === 0) print('No operators added by command (see also OPERATOR_EMAILS).');
    for (const row of rows) print(`${row.email ?? row.customerId}  added ${row.createdAt.toISOString()} by ${row.addedBy}`);
    return 0;
  }
  if ((command === 'add' || command === 'remove') && email) {
    const customer = await operators.customerByEmail(email.trim());
    if (!customer) {
      print(`No customer signs in with the e-mail ${email}. They sign up first, then are made an operator.`);
      return 1;
    }
    const changed = command === 'add' ? await operators.add(customer.id, 'cli') : await operators.remove(customer.id);
    if (changed) {
      await audit.record({
        operator: COMMAND_LINE,
        action: command === 'add' ? 'operator.add' : 'operator.remove',
        target: { type: 'operator', id: customer.id },
        before: { operator: command !== 'add' },
        after: { operator: command === 'add', email: customer.email },
      });
    }
    if (command === 'add') print(changed ? `${email} is now an operator.` : `${email} already is an operator.`);
    else print(changed ? `${email} is no longer an operator.` : `${email} was not an operator added by command.`);
    return 0;
  }
  print(USAGE);
  return 2;
}
