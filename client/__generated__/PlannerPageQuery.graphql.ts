/**
 * @generated SignedSource<<e93c6795ea2277552d682e1d636528cb>>
 * @relayHash 826df3338875351f0de183c99fefb94c
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3a77ffdfc6aeef64c75284c73f2d3b21788d8c3ad27bb8b4413095b9d1baa904

import { ConcreteRequest } from 'relay-runtime';
export type PlannerPageQuery$variables = Record<PropertyKey, never>;
export type PlannerPageQuery$data = {
  readonly prayers: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly disableSc: boolean;
        readonly endAt: any | null | undefined;
        readonly gcCost: number | null | undefined;
        readonly maxPulls: number | null | undefined;
        readonly name: string;
        readonly prayerId: number;
        readonly sample: boolean;
        readonly startAt: any | null | undefined;
        readonly stepUps: ReadonlyArray<{
          readonly index: number;
          readonly items: ReadonlyArray<{
            readonly cost: number;
            readonly guarantee: {
              readonly card5: number;
              readonly characters: number;
            };
            readonly multiplier: number | null | undefined;
            readonly pickUpGuaranteed: boolean;
          }>;
          readonly sample: boolean;
        }>;
      };
    }>;
  };
  readonly pullPrices: {
    readonly multi: number;
    readonly pullsPerMulti: number;
    readonly sample: boolean;
    readonly single: number;
  };
};
export type PlannerPageQuery = {
  response: PlannerPageQuery$data;
  variables: PlannerPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sample",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "concreteType": "PullPrices",
  "kind": "LinkedField",
  "name": "pullPrices",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "single",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "multi",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pullsPerMulti",
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "storageKey": null
},
v2 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 100
  },
  {
    "kind": "Literal",
    "name": "start",
    "value": "now"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "prayerId",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "endAt",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxPulls",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "gcCost",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "disableSc",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "concreteType": "PrayerStepUp",
  "kind": "LinkedField",
  "name": "stepUps",
  "plural": true,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "index",
      "storageKey": null
    },
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "PrayerStepItem",
      "kind": "LinkedField",
      "name": "items",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cost",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "multiplier",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pickUpGuaranteed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "PrayerStepGuarantee",
          "kind": "LinkedField",
          "name": "guarantee",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "characters",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "card5",
              "storageKey": null
            }
          ],
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
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "PlannerPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryPrayersConnection",
        "kind": "LinkedField",
        "name": "prayers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPrayersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Prayer",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v0/*:: as any*/),
                  (v10/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "prayers(first:100,start:\"now\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PlannerPageQuery",
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "QueryPrayersConnection",
        "kind": "LinkedField",
        "name": "prayers",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "QueryPrayersConnectionEdge",
            "kind": "LinkedField",
            "name": "edges",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Prayer",
                "kind": "LinkedField",
                "name": "node",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  (v4/*:: as any*/),
                  (v5/*:: as any*/),
                  (v6/*:: as any*/),
                  (v7/*:: as any*/),
                  (v8/*:: as any*/),
                  (v9/*:: as any*/),
                  (v0/*:: as any*/),
                  (v10/*:: as any*/),
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": "prayers(first:100,start:\"now\")"
      }
    ]
  },
  "params": {
    "id": "3a77ffdfc6aeef64c75284c73f2d3b21788d8c3ad27bb8b4413095b9d1baa904",
    "metadata": {},
    "name": "PlannerPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "7a71e2bb965f02d9092e95ee8a2953e8";

export default node;
