/**
 * @generated SignedSource<<72899e07fc55ca5ffc50ca30d9934dd4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type HomePrayers_home$data = {
  readonly currentPrayers: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomePrayers_prayer">;
  }>;
  readonly endedPrayers: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"HomePrayers_prayer">;
  }>;
  readonly " $fragmentType": "HomePrayers_home";
};
export type HomePrayers_home$key = {
  readonly " $data"?: HomePrayers_home$data;
  readonly " $fragmentSpreads": FragmentRefs<"HomePrayers_home">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "id",
    "storageKey": null
  },
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "HomePrayers_prayer"
  }
];
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "HomePrayers_home",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Prayer",
      "kind": "LinkedField",
      "name": "currentPrayers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "count",
          "value": 3
        }
      ],
      "concreteType": "Prayer",
      "kind": "LinkedField",
      "name": "endedPrayers",
      "plural": true,
      "selections": (v0/*:: as any*/),
      "storageKey": "endedPrayers(count:3)"
    }
  ],
  "type": "Home",
  "abstractKey": null
};
})();

(node as any).hash = "65b29e54da3f818e2723d43f56c5f22f";

export default node;
