/**
 * `npm run cms:diff -- --space <id> [--pull]`: where the space's components differ from the model
 * in the repository (editors change fields in Storyblok's UI), field by field; `--pull` writes the
 * space's versions into packages/cms/model.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { componentSchema, loadModel, MODEL_DIR, type ComponentGroup } from '../model';
import { componentDifferences, describeDifference, groupUuidMap, mapGroupUuids, pulledComponent } from '../push/components';
import { readComponents } from '../push/state';
import { connect, isMain, runCommand, type CliIo } from './common';

const USAGE = `Usage: npm run cms:diff -- --space <space id> [--pull]
  --space  the Storyblok space (or STORYBLOK_SPACE_ID)
  --pull   write the space's components that differ (or exist only there) into packages/cms/model
Environment: STORYBLOK_PERSONAL_ACCESS_TOKEN (required), STORYBLOK_REGION or STORYBLOK_MANAGEMENT_URL (see cms:push).`;

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** Group uuids a component names (its group, and the groups its bloks fields allow). */
function groupUuidsOf(component: Record<string, unknown>): string[] {
  const fields = Object.values((component.schema ?? {}) as Record<string, { component_group_whitelist?: unknown }>);
  const whitelisted = fields.flatMap((field) => (Array.isArray(field.component_group_whitelist) ? field.component_group_whitelist : []));
  return [component.component_group_uuid, ...whitelisted].filter((uuid): uuid is string => typeof uuid === 'string');
}

async function diff(argv: string[], io: CliIo): Promise<number> {
  const { values } = parseArgs({ args: argv, options: { space: { type: 'string' }, pull: { type: 'boolean' }, help: { type: 'boolean' } }, strict: true });
  if (values.help) {
    io.out(USAGE);
    return 0;
  }
  const { client, spaceId } = connect({ space: values.space, rate: undefined }, io.env);
  const modelDir = io.modelDir ?? MODEL_DIR;
  const model = loadModel(modelDir);
  const { groups: spaceGroups, components: spaceComponents } = await readComponents(client, spaceId);

  const toSpace = groupUuidMap(model.groups, spaceGroups);
  const byName = new Map(spaceComponents.map((component) => [component.name, component]));
  const repoNames = new Set(model.components.map((component) => component.name));
  const differing = model.components
    .filter((component) => byName.has(component.name))
    .map((component) => ({ component, differences: componentDifferences(mapGroupUuids(component, (uuid) => toSpace.get(uuid)), byName.get(component.name)!) }))
    .filter(({ differences }) => differences.length > 0);
  const onlyInSpace = spaceComponents.filter((component) => !repoNames.has(component.name)).sort((a, b) => a.name.localeCompare(b.name));
  const onlyInRepo = model.components.filter((component) => !byName.has(component.name));

  io.out(`Space ${spaceId}: ${spaceComponents.length} components; repository: ${model.components.length}.`);
  if (!differing.length && !onlyInSpace.length && !onlyInRepo.length) {
    io.out('The space\'s components match the repository.');
    return 0;
  }
  if (differing.length) {
    io.out(`Differ (${differing.length}), from the repository to the space:`);
    for (const { component, differences } of differing) {
      io.out(`  ${component.name}`);
      for (const difference of differences) io.out(`    ${describeDifference(difference, 'repo')}`);
    }
  }
  if (onlyInSpace.length) io.out(`Only in the space (${onlyInSpace.length}): ${onlyInSpace.map((component) => component.name).join(', ')}`);
  if (onlyInRepo.length) io.out(`Only in the repository (${onlyInRepo.length}): ${onlyInRepo.map((component) => component.name).join(', ')}`);
  if (!values.pull) return 0;

  // groups the pulled components name that groups.json lacks join it, with the space's uuids
  const pulled = [...differing.map(({ component }) => byName.get(component.name)!), ...onlyInSpace];
  const known = new Set(spaceGroups.filter((group) => model.groups.some((repo) => repo.name === group.name)).map((group) => group.uuid));
  const needed = new Set(pulled.flatMap(groupUuidsOf).filter((uuid) => !known.has(uuid)));
  const groups: ComponentGroup[] = [...model.groups, ...spaceGroups.filter((group) => needed.has(group.uuid)).map(({ name, uuid }) => ({ name, uuid }))];
  if (groups.length > model.groups.length) {
    writeFileSync(join(modelDir, 'groups.json'), asJson(groups));
    io.out(`wrote groups.json (added ${groups.slice(model.groups.length).map((group) => `"${group.name}"`).join(', ')})`);
  }
  const toRepo = groupUuidMap(spaceGroups, groups);
  let failed = 0;
  for (const space of pulled) {
    const file = model.components.find((component) => component.name === space.name);
    const component = pulledComponent(mapGroupUuids(space, (uuid) => toRepo.get(uuid)), file);
    const checked = componentSchema.safeParse(component);
    if (!checked.success) {
      io.out(`not written: ${space.name} does not fit the model's format (${checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')})`);
      failed++;
      continue;
    }
    writeFileSync(join(modelDir, 'components', `${space.name}.json`), asJson(component));
    io.out(`wrote components/${space.name}.json`);
  }
  if (onlyInRepo.length) io.out(`Kept ${onlyInRepo.map((component) => `components/${component.name}.json`).join(', ')}: delete by hand what the space dropped on purpose.`);
  return failed ? 1 : 0;
}

export const runDiff = (argv: string[], io: CliIo) => runCommand(diff, argv, io, USAGE);

if (isMain(import.meta.url)) process.exitCode = await runDiff(process.argv.slice(2), { env: process.env, out: (line) => console.log(line) });
