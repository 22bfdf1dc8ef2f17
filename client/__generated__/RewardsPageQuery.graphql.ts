/**
 * @generated SignedSource<<4cde2ff16ebd6d495ca193dfca5bd7f8>>
 * @relayHash 45a6da02aed1e6c291327efe5d1db698
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 0876894a8566b29b6a768df292e57274b0e5601f7d9f7b5ae53dc3de2e101045

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RewardsPageQuery$variables = Record<PropertyKey, never>;
export type RewardsPageQuery$data = {
  readonly towerRewards: ReadonlyArray<{
    readonly rewards: ReadonlyArray<{
      readonly floor: {
        readonly sample: boolean;
      };
    }>;
    readonly slug: string;
    readonly " $fragmentSpreads": FragmentRefs<"RewardItem_item">;
  }>;
};
export type RewardsPageQuery = {
  response: RewardsPageQuery$data;
  variables: RewardsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sample",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RewardsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TowerItem",
        "kind": "LinkedField",
        "name": "towerRewards",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TowerReward",
            "kind": "LinkedField",
            "name": "rewards",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TowerFloor",
                "kind": "LinkedField",
                "name": "floor",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/)
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "RewardItem_item"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RewardsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TowerItem",
        "kind": "LinkedField",
        "name": "towerRewards",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TowerReward",
            "kind": "LinkedField",
            "name": "rewards",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "TowerFloor",
                "kind": "LinkedField",
                "name": "floor",
                "plural": false,
                "selections": [
                  (v1/*:: as any*/),
                  (v2/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "number",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "releaseAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "amount",
                "storageKey": null
              }
            ],
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
            "name": "icon",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "total",
            "storageKey": null
          },
          (v2/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "0876894a8566b29b6a768df292e57274b0e5601f7d9f7b5ae53dc3de2e101045",
    "metadata": {},
    "name": "RewardsPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "28d3126c95fd7899cd74d9d979cc6f8b";

export default node;
