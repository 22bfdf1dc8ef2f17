/**
 * @generated SignedSource<<68d047ee67e5667d5b5d46b775dbeddd>>
 * @relayHash 447380cd64d6780fc090ed52397d344d
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID b05e96d00c2fc41a18271c130da6e7eadb413b829c336ff91a445c2b037dc9a2

import { ConcreteRequest } from 'relay-runtime';
export type PlannerPoolQuery$variables = {
  id: number;
};
export type PlannerPoolQuery$data = {
  readonly prayer: {
    readonly name: string;
    readonly pool: {
      readonly characters: ReadonlyArray<{
        readonly chanceGc: number;
        readonly chanceSc: number;
        readonly item: {
          readonly shortName: string;
          readonly slug: string | null | undefined;
        };
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
      "name": "characters",
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
    "id": "b05e96d00c2fc41a18271c130da6e7eadb413b829c336ff91a445c2b037dc9a2",
    "metadata": {},
    "name": "PlannerPoolQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "79a5a07ac6528a069ffdeea6c38abef8";

export default node;
