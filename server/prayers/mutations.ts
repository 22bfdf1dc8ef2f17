// rollPrayer: one pull of the simulator, drawn on the server from the prayer's pool in memory. It
// writes nothing: what the player has pulled so far (pull number, step-up counters) comes with the
// request, and the answer says what the next request should send.
import { builder } from '../builder.ts';
import { PrayerPoolKindEnum } from './pool.ts';
import { PrayerItemRef, PullKindEnum } from './prayer.ts';
import { MAX_PULL_NO, type Pulled, type RollOutcome, roll, rollError } from './simulator.ts';
import { simPrayer, simSpecialPool } from './simulatorRepo.ts';

const PrayerPullRef = builder.objectRef<Pulled>('PrayerPull').implement({
  description: 'One result of a roll.',
  fields: (t) => ({
    item: t.field({ type: PrayerItemRef, resolve: (r) => r.entry.item }),
    chance: t.exposeFloat('chance', { description: 'The chance this slot had of giving this result.' }),
    pickUp: t.boolean({ description: 'A rate-up of the prayer.', resolve: (r) => r.entry.pickUp }),
    guaranteed: t.exposeBoolean('guaranteed', { description: 'Drawn in a slot the step guarantees.' }),
  }),
});

const PrayerRollRef = builder.objectRef<RollOutcome>('PrayerRoll').implement({
  description: 'What one roll gave, and the counters to send with the next one.',
  fields: (t) => ({
    results: t.field({
      type: [PrayerPullRef],
      extensions: { maxItems: 10 },
      description: 'One result for a single pull, ten otherwise.',
      resolve: (r) => r.results,
    }),
    coin: t.exposeInt('coin', { description: 'Tokens earned: 10 per Friend, 5 per 5-star card, 3 per 4-star, 1 per 3-star.' }),
    sc: t.exposeInt('sc', { description: 'Seal crystals spent.' }),
    gc: t.exposeInt('gc', { description: 'God crystals spent.' }),
    dust: t.exposeInt('dust', { description: 'Dust earned.' }),
    gcDisabled: t.exposeBoolean('gcDisabled', {
      description: 'No god crystal pull is possible any more (none offered, or the pull limit is reached).',
    }),
    limitReached: t.exposeBoolean('limitReached', { description: "The prayer's pull limit is reached: no pull of any kind is left." }),
    stepUpDisabled: t.exposeBoolean('stepUpDisabled', {
      nullable: true,
      description: 'The step-up track pulled is exhausted (null for other pulls).',
    }),
    pullNo: t.exposeInt('pullNo', { description: 'Rolls made so far, this one included: send it with the next roll.' }),
    stepUp: t.exposeInt('stepUp', { nullable: true, description: 'The step-up track pulled.' }),
    step: t.exposeInt('step', { nullable: true, description: 'Steps pulled on that track so far: send it as step with its next roll.' }),
    sample: t.exposeBoolean('sample', { description: 'The chances are sample values (no public source states them).' }),
  }),
});

const RollPrayerInput = builder.inputType('RollPrayerInput', {
  description: 'Which prayer (or pool) to pull, how, and the counters of the pulls made so far.',
  fields: (t) => ({
    prayerId: t.int({ required: false, description: 'The prayer to pull (give this or pool).' }),
    pool: t.field({
      type: PrayerPoolKindEnum,
      required: false,
      description: 'The standard or ritual pool on its own (single and multi pulls).',
    }),
    kind: t.field({ type: PullKindEnum, required: true }),
    stepUp: t.int({ required: false, description: 'Index of the step-up track, for STEP_UP.' }),
    step: t.int({ required: false, description: 'Steps already pulled on that track (default 0).' }),
    pullNo: t.int({
      required: false,
      description: `Rolls already made on this prayer (default 0, at most ${MAX_PULL_NO.toLocaleString('en-US')}); the pull limit counts them.`,
    }),
  }),
});

builder.mutationField('rollPrayer', (t) =>
  t.field({
    type: PrayerRollRef,
    description:
      'Pulls a prayer once, on the server, from its pool (cryptographic randomness). Errors: NOT_FOUND for an unknown prayer (or one not announced to the viewer); BAD_USER_INPUT for a pull the prayer does not offer, an exhausted step-up or a reached pull limit.',
    args: { input: t.arg({ type: RollPrayerInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const hasPrayer = input.prayerId !== null && input.prayerId !== undefined;
      if (hasPrayer === !!input.pool) throw rollError('Give exactly one of prayerId and pool');
      const sim = hasPrayer
        ? await simPrayer(input.prayerId as number, ctx.viewer)
        : await simSpecialPool(input.pool as 'standard' | 'ritual', ctx.viewer);
      if (!sim)
        throw hasPrayer
          ? rollError(`Prayer id ${input.prayerId} does not exist`, 'NOT_FOUND')
          : rollError(`There is no ${input.pool} pool`, 'NOT_FOUND');
      return roll(sim.prayer, { kind: input.kind, stepUp: input.stepUp, step: input.step, pullNo: input.pullNo }, sim.view);
    },
  }),
);
