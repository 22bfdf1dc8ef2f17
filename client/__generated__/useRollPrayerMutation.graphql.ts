/**
 * @generated SignedSource<<ba56149ed602df8bf81f75b133fef70c>>
 * @relayHash 932bcca472dd79388c8e9cd37b4c2bad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 211a73f9d329672c8ae559e5308133adfa7114be329c934313836775c65d0ec8

import { ConcreteRequest } from 'relay-runtime';
export type PrayerItemKind = "CARD" | "CHARACTER" | "%future added value";
export type PrayerPoolKind = "RITUAL" | "STANDARD" | "%future added value";
export type PullKind = "GC" | "MULTI" | "SINGLE" | "STEP_UP" | "%future added value";
export type RollPrayerInput = {
  kind: PullKind;
  pool?: PrayerPoolKind | null | undefined;
  prayerId?: number | null | undefined;
  pullNo?: number | null | undefined;
  step?: number | null | undefined;
  stepUp?: number | null | undefined;
};
export type useRollPrayerMutation$variables = {
  input: RollPrayerInput;
};
export type useRollPrayerMutation$data = {
  readonly rollPrayer: {
    readonly coin: number;
    readonly dust: number;
    readonly gc: number;
    readonly gcDisabled: boolean;
    readonly limitReached: boolean;
    readonly pullNo: number;
    readonly results: ReadonlyArray<{
      readonly chance: number;
      readonly guaranteed: boolean;
      readonly item: {
        readonly cardId: number | null | undefined;
        readonly group: string;
        readonly image: string;
        readonly kind: PrayerItemKind;
        readonly name: string;
        readonly rarity: string;
        readonly shortName: string;
        readonly shortNameTranslit: string | null | undefined;
        readonly slug: string | null | undefined;
      };
      readonly pickUp: boolean;
    }>;
    readonly sample: boolean;
    readonly sc: number;
    readonly step: number | null | undefined;
    readonly stepUp: number | null | undefined;
    readonly stepUpDisabled: boolean | null | undefined;
  };
};
export type useRollPrayerMutation = {
  response: useRollPrayerMutation$data;
  variables: useRollPrayerMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "PrayerRoll",
    "kind": "LinkedField",
    "name": "rollPrayer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "PrayerPull",
        "kind": "LinkedField",
        "name": "results",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "PrayerItem",
            "kind": "LinkedField",
            "name": "item",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "cardId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "shortNameTranslit",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "image",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "rarity",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "group",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "chance",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "pickUp",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "guaranteed",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "coin",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sc",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gc",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "dust",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "gcDisabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "limitReached",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stepUpDisabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pullNo",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "stepUp",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "step",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sample",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRollPrayerMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRollPrayerMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "211a73f9d329672c8ae559e5308133adfa7114be329c934313836775c65d0ec8",
    "metadata": {},
    "name": "useRollPrayerMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "9d102ee95cd6e0952f3605badbe09ae9";

export default node;
