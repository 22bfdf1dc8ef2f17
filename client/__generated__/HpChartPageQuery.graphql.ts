/**
 * @generated SignedSource<<94d374f2238f7e3cfb2696f1b0ccbd97>>
 * @relayHash 08b499ce15a5be19ebf8c75ca359f013
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 8180e32fb0c63c56a834dc243caf409987c04e35169cb1e12cbdb1685151d71b

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HpChartPageQuery$variables = Record<PropertyKey, never>;
export type HpChartPageQuery$data = {
  readonly towerHpGraph: ReadonlyArray<{
    readonly sample: boolean;
  }>;
  readonly " $fragmentSpreads": FragmentRefs<"HpChart_query">;
};
export type HpChartPageQuery = {
  response: HpChartPageQuery$data;
  variables: HpChartPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sample",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "HpChartPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TowerHpEntry",
        "kind": "LinkedField",
        "name": "towerHpGraph",
        "plural": true,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "HpChart_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HpChartPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TowerHpEntry",
        "kind": "LinkedField",
        "name": "towerHpGraph",
        "plural": true,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "floor",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "value",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "isReleased",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "8180e32fb0c63c56a834dc243caf409987c04e35169cb1e12cbdb1685151d71b",
    "metadata": {},
    "name": "HpChartPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "072eaaecb5f841eef1d8c8a42293134f";

export default node;
