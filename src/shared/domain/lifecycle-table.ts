import { ACTORS, type Lifecycle } from './lifecycle';

/**
 * A lifecycle as Markdown: a diagram (leaving out 'any state' transitions, which would join
 * every pair), its states, then its transitions with who may cause them and how a refusal answers.
 */
export function lifecycleTables<S extends string, T extends string>(lifecycle: Lifecycle<S, T>): string {
  const { states, transitions, initial, codePrefix } = lifecycle.declaration;
  const everyState = (values: readonly S[]) => values.length === Object.keys(states).length;
  const code = (text: string) => `\`${text}\``;
  const list = (values: readonly string[]) => values.map(code).join(', ');
  const stateRows = (Object.entries(states) as [S, string][]).map(([state, meaning]) => `| ${code(state)}${state === initial ? ' (first)' : ''} | ${meaning} |`);
  const transitionRows = (Object.keys(transitions) as T[]).map((name) => {
    const declared = transitions[name];
    const to = lifecycle.targets(name);
    return `| ${code(name)} | ${everyState(declared.from) ? 'any' : list(declared.from)} | ${everyState(to) ? 'any' : list(to)} | ${declared.by.map((actor) => ACTORS[actor]).join(', ')} | ${declared.means} | ${code(declared.refusal?.code ?? `${codePrefix}.TRANSITION_REFUSED`)} |`;
  });
  const arrows = (Object.keys(transitions) as T[])
    .filter((name) => !everyState(transitions[name].from))
    .flatMap((name) => transitions[name].from.flatMap((from) => lifecycle.targets(name).map((to) => `  ${from} --> ${to}: ${name}`)));
  return [
    '```mermaid',
    'stateDiagram-v2',
    `  [*] --> ${initial}`,
    ...arrows,
    '```',
    '',
    '| State | Meaning |',
    '|---|---|',
    ...stateRows,
    '',
    '| Transition | From | To | Who | What happens | Refused with (409) |',
    '|---|---|---|---|---|---|',
    ...transitionRows,
  ].join('\n');
}
