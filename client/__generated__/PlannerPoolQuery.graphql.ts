/**
 * @generated SignedSource<<032777e0f9f221d151df14bd49de5026>>
 * @relayHash 41c2d2b8f1454d756618ddfc8fe84fcf
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 17a6d626be2432961c51e8746f2ad6f1db4c5e400941a097ae788531f0e220c5

import { ConcreteRequest } from 'relay-runtime';
export type PlannerPoolQuery$variables = {
  id: number;
};
export type PlannerPoolQuery$data = {
  readonly prayer: {
    readonly name: string;
    readonly pool: {
      readonly entries: ReadonlyArray<{
        readonly chanceGc: number;
        readonly chanceSc: number;
        readonly item: {
          readonly group: string;
          readonly shortName: string;
          readonly slug: string | null | undefined;
        };
        readonly pickUp: boolean;
      }>;
      readonly sample: boolean;
    } | null | undefined;
  } | null | undefined;
};
export type PlannerPoolQuery = {
  response: PlannerPoolQuery$data;
  variables: PlannerPoolQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "id"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "concreteType": "PrayerPool",
  "kind": "LinkedField",
  "name": "pool",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "sample",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "PrayerPoolEntry",
      "kind": "LinkedField",
      "name": "entries",
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
              "name": "slug",
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
          "name": "chanceSc",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "chanceGc",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pickUp",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "PlannerPoolQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Prayer",
        "kind": "LinkedField",
        "name": "prayer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "PlannerPoolQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Prayer",
        "kind": "LinkedField",
        "name": "prayer",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "17a6d626be2432961c51e8746f2ad6f1db4c5e400941a097ae788531f0e220c5",
    "metadata": {},
    "name": "PlannerPoolQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3f97e28ee54e3e09996213811105dec4";

export default node;
