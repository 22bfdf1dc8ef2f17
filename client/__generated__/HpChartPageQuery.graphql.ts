/**
 * @generated SignedSource<<d3a9a6eed69e22937169499760bb58dc>>
 * @relayHash ed47e4ea9048368cb798dd763c0ded9e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 216b89a301b3b0871b947b1537ec169436df8f030d28014c70ee2d43c7625e2c

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
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "approx",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "216b89a301b3b0871b947b1537ec169436df8f030d28014c70ee2d43c7625e2c",
    "metadata": {},
    "name": "HpChartPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "072eaaecb5f841eef1d8c8a42293134f";

export default node;
